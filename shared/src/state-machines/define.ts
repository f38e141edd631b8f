// One generic state machine: statuses with French labels and an explicit transition table.
// Functions refuse any transition not listed here (docs/data-model.md, "State machines").

export class InvalidTransitionError extends Error {
  override readonly name = 'InvalidTransitionError';
}

export type StateMachine<S extends string> = {
  /** French noun with article, e.g. 'la commande' (used in error messages). */
  readonly subject: string;
  readonly statuses: readonly S[];
  readonly initial: S;
  readonly labels: Readonly<Record<S, string>>;
  readonly transitions: Readonly<Record<S, readonly S[]>>;
  isStatus(value: unknown): value is S;
  canTransition(from: S, to: S): boolean;
  /** French error text when the transition is illegal, null when allowed. */
  transitionError(from: S, to: S): string | null;
  /** Throws InvalidTransitionError (French message) when the transition is illegal. */
  assertTransition(from: S, to: S): void;
  nextStatuses(from: S): readonly S[];
  isTerminal(status: S): boolean;
};

export function defineStateMachine<const S extends string>(def: {
  subject: string;
  statuses: readonly [S, ...S[]];
  initial: S;
  labels: Record<S, string>;
  transitions: Record<S, readonly S[]>;
}): StateMachine<S> {
  const { subject, statuses, initial, labels, transitions } = def;
  const label = (s: string) => labels[s as S] ?? s;
  const isStatus = (value: unknown): value is S =>
    typeof value === 'string' && statuses.includes(value as S);
  const canTransition = (from: S, to: S) =>
    isStatus(from) && isStatus(to) && transitions[from].includes(to);
  const transitionError = (from: S, to: S): string | null => {
    if (canTransition(from, to)) return null;
    if (!isStatus(to)) return `Statut inconnu pour ${subject} : « ${String(to)} ».`;
    if (from === to) return `${capitalize(subject)} est déjà « ${label(to)} ».`;
    return `Transition impossible : ${subject} est « ${label(from)} » et ne peut pas passer à « ${label(to)} ».`;
  };
  return {
    subject,
    statuses,
    initial,
    labels,
    transitions,
    isStatus,
    canTransition,
    transitionError,
    assertTransition(from, to) {
      const error = transitionError(from, to);
      if (error) throw new InvalidTransitionError(error);
    },
    nextStatuses: (from) => transitions[from] ?? [],
    isTerminal: (status) => (transitions[status] ?? []).length === 0,
  };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
