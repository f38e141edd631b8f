// In-table edit of one number (stock, price): saved on Enter or when leaving the field, reset
// on Escape. An invalid value is refused on the spot and the stored value comes back; a refused
// save (e.g. « Le stock a changé entre-temps… ») is shown under the field.
import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MESSAGES } from '@fohzshop/shared/messages';
import { Input } from '@/ui/input';
import { userMessage } from '@/lib/errors';

type Props = {
  label: string;
  value: number;
  /** Parsed number, or null when the text is not acceptable. */
  parse: (text: string) => number | null;
  onCommit: (value: number) => Promise<unknown>;
};

export function QuickNumber({ label, value, parse, onCommit }: Props) {
  const [text, setText] = useState(String(value).replace('.', ','));
  const [invalid, setInvalid] = useState(false);
  const [shown, setShown] = useState(value);
  const [failure, setFailure] = useState<string>();
  if (shown !== value) {
    // The live listener brought a new stored value: show it.
    setShown(value);
    setText(String(value).replace('.', ','));
  }
  const commit = () => {
    const next = parse(text);
    if (next === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setFailure(undefined);
    if (next !== value)
      onCommit(next).catch((error: unknown) => {
        setText(String(value).replace('.', ','));
        setFailure(userMessage(error, MESSAGES.productSaveFailed));
      });
  };
  return (
    <>
      <Input
        size="xs"
        width="24"
        aria-label={label}
        aria-invalid={invalid || undefined}
        title={invalid ? 'Valeur invalide' : undefined}
        inputMode="decimal"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape') {
            setInvalid(false);
            setText(String(value).replace('.', ','));
          }
        }}
      />
      {failure && (
        <Text role="alert" fontSize="xs" color="red.fg" maxW="48">
          {failure}
        </Text>
      )}
    </>
  );
}

const decimal = (text: string) => Number(text.trim().replace(',', '.'));

export const parseStock = (text: string): number | null =>
  /^\s*\d+\s*$/.test(text) && Number(text) <= 1_000_000 ? Number(text) : null;

export const parsePrice = (text: string): number | null => {
  const n = decimal(text);
  return text.trim() !== '' &&
    Number.isFinite(n) &&
    n >= 0 &&
    n <= 1_000_000 &&
    Math.abs(n * 100 - Math.round(n * 100)) < 1e-6
    ? n
    : null;
};
