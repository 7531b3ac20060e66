/**
 * A one-line text preview of any JSON value, at most `maxChars` characters, ending with "…"
 * when cut: `{code: "def solve(n): return n", language: "python"}`. The walk stops as soon as
 * the budget is spent and reads only the start of each string, so a 600 KB answer costs the
 * same as a small one (never JSON.stringify the whole value). A string answer is shown as is,
 * strings inside objects and arrays quoted; whitespace runs become one space.
 */
export function answerPreview(value: unknown, maxChars = 80): string {
  const out = new PreviewWriter(Math.max(1, maxChars));
  if (typeof value === 'string') out.string(value, false);
  else writeValue(out, value);
  return out.result();
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function writeValue(out: PreviewWriter, value: unknown): void {
  if (out.full) return;
  if (typeof value === 'string') return out.string(value, true);
  if (value === null || value === undefined) return out.write('null');
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return out.write(String(value));
  if (Array.isArray(value)) {
    out.write('[');
    for (let index = 0; index < value.length && !out.full; index += 1) {
      if (index > 0) out.write(', ');
      writeValue(out, value[index]);
    }
    return out.write(']');
  }
  if (typeof value === 'object') {
    out.write('{');
    let first = true;
    // for…in stops when the budget is spent; Object.keys would list every key of a huge object first.
    for (const key in value) {
      if (out.full) break;
      if (!Object.hasOwn(value, key)) continue;
      if (!first) out.write(', ');
      first = false;
      if (IDENTIFIER.test(key)) out.write(key);
      else out.string(key, true);
      out.write(': ');
      writeValue(out, (value as Record<string, unknown>)[key]);
    }
    return out.write('}');
  }
  // Not JSON (a function, a symbol): say what it is.
  out.write(typeof value);
}

class PreviewWriter {
  private text = '';
  /** True once more was left than fits. */
  full = false;

  constructor(private readonly maxChars: number) {}

  write(part: string): void {
    if (this.full) return;
    const room = this.maxChars - this.text.length;
    if (part.length > room) {
      this.text += part.slice(0, room);
      this.full = true;
    } else {
      this.text += part;
    }
  }

  /** Reads at most the room left (plus one, to know it was cut) of a string of any length. */
  string(value: string, quoted: boolean): void {
    if (this.full) return;
    const room = this.maxChars - this.text.length + 1;
    const cut = value.length > room;
    const shown = oneLine(cut ? value.slice(0, room) : value);
    if (!quoted) this.write(shown);
    else if (cut) this.write(JSON.stringify(shown).slice(0, -1));
    else this.write(JSON.stringify(shown));
    if (cut) this.full = true;
  }

  result(): string {
    if (!this.full) return this.text;
    let kept = this.text.slice(0, this.maxChars - 1).trimEnd();
    // Do not leave half of a surrogate pair before the ellipsis.
    if (/[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1);
    return `${kept}…`;
  }
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ');
}
