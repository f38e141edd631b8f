// All namespaces of one server, created lazily on first use (like the official emulator).
import { compileRules, OPEN_RULES_TEXT } from '../rules-loader.js';
import { TriggerDispatcher } from '../triggers/dispatcher.js';
import { Namespace, type NamespaceRules } from './namespace.js';
import { DEFAULT_SETTINGS, type ServerSettings } from './settings.js';

export class Databases {
  private readonly namespaces = new Map<string, Namespace>();
  private readonly defaultRules: NamespaceRules;
  /** Server-wide: a trigger registered through any namespace names the instances it watches. */
  readonly triggers: TriggerDispatcher | undefined;

  /** `rulesText`: rules applied to namespaces that never had rules uploaded (open when absent). */
  constructor(
    rulesText: string | undefined,
    private readonly onCreate: (ns: Namespace) => void = () => {},
    readonly settings: ServerSettings = DEFAULT_SETTINGS,
  ) {
    const text = rulesText ?? OPEN_RULES_TEXT;
    this.defaultRules = { text, compiled: compileRules(text) };
    this.triggers = settings.functionsEmulatorOrigin
      ? new TriggerDispatcher(settings.functionsEmulatorOrigin)
      : undefined;
  }

  get(name: string): Namespace {
    let ns = this.namespaces.get(name);
    if (!ns) {
      ns = new Namespace(name, this.defaultRules, this.settings);
      ns.triggers = this.triggers;
      this.namespaces.set(name, ns);
      this.onCreate(ns);
    }
    return ns;
  }

  list(): Namespace[] {
    return [...this.namespaces.values()];
  }
}
