// The PDF standard fonts (Helvetica) only encode WinAnsi (Windows-1252). French accents, « »,
// the euro sign and the curly apostrophe are in it; anything else is mapped before drawing:
// the narrow no-break space of fr-FR number formatting becomes a plain space, a letter with a
// diacritic outside the set loses it (« ō » of FōhzShop → « o »), the rest becomes « ? ».

/** The 0x80–0x9F block of Windows-1252 (printable characters beyond Latin-1). */
const CP1252_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

const SPACES = /[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g;
const DASHES = /[\u2010-\u2012\u2212]/g;
/** Latin letters with a stroke, which Unicode does not decompose. */
const STROKED: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };

export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.includes(char)
  );
}

/** Text that Helvetica can draw, on one line (line breaks and tabs become spaces). */
export function toWinAnsi(text: string): string {
  const normalised = text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(SPACES, ' ')
    .replace(DASHES, '-');
  let out = '';
  for (const char of normalised.normalize('NFC')) {
    if (isWinAnsi(char)) {
      out += char;
      continue;
    }
    const base = (STROKED[char] ?? char).normalize('NFD').replace(/\p{M}+/gu, '');
    out += base !== '' && [...base].every(isWinAnsi) ? base : '?';
  }
  return out;
}
