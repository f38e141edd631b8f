// Single import point of the rules engine, plus the default rules of a namespace without uploads.
export { compileRules, RulesError } from './rules/index.js';
export const OPEN_RULES_TEXT = '{"rules":{".read":true,".write":true}}';
