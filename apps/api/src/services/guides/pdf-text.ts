/**
 * Text as the PDF's built-in fonts (Helvetica, WinAnsi encoding) can show it: no font file is
 * shipped or fetched. Latin-1 and the WinAnsi extras (curly quotes, dashes, €, …) are kept; a
 * letter with a decomposable accent keeps its base letter; anything else becomes '?'.
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
/** Latin letters without a decomposition, and common signs, spelled as Helvetica can. */
const SPELLED: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
  '−': '-',
  '‐': '-',
  '≤': '<=',
  '≥': '>=',
  '→': '->',
};

function printable(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (char === '\n' || char === '\t') return char;
  if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return '';
  if (code <= 0xff || WIN_ANSI_EXTRAS.has(char)) return char;
  const spelled = SPELLED[char];
  if (spelled) return spelled;
  const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
  if (base && [...base].every((c) => (c.codePointAt(0) ?? 0) <= 0xff)) return base;
  return '?';
}

export function pdfText(text: string | null | undefined): string {
  if (!text) return '';
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n')) out += printable(char);
  return out;
}

/** mm:ss (h:mm:ss past an hour) of a video time in milliseconds. */
export function clock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** A file name for the download: ASCII letters, digits and dashes from the project name. */
export function pdfFileName(projectName: string): string {
  const base = projectName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return `${base || 'stepwise'}-guide.pdf`;
}
