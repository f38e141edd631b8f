// All namespaces of one server, created lazily on first use (like the official emulator).
import { compileRules, OPEN_RULES_TEXT } from '../rules-loader.js';
import { Namespace, type NamespaceRules } from './namespace.js';
import { DEFAULT_SETTINGS, type ServerSettings } from './settings.js';

export class Databases {
  private readonly namespaces = new Map<string, Namespace>();
  private readonly defaultRules: NamespaceRules;

  /** `rulesText`: rules applied to namespaces that never had rules uploaded (open when absent). */
  constructor(
    rulesText: string | undefined,
    private readonly onCreate: (ns: Namespace) => void = () => {},
    readonly settings: ServerSettings = DEFAULT_SETTINGS,
  ) {
    const text = rulesText ?? OPEN_RULES_TEXT;
    this.defaultRules = { text, compiled: compileRules(text) };
  }

  get(name: string): Namespace {
    let ns = this.namespaces.get(name);
    if (!ns) {
      ns = new Namespace(name, this.defaultRules, this.settings);
      this.namespaces.set(name, ns);
      this.onCreate(ns);
    }
    return ns;
  }

  list(): Namespace[] {
    return [...this.namespaces.values()];
  }
}
