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
