/**
 * Turns the bash blocks of a Markdown document into one bash script that checks the HTTP status of
 * every `curl` (the convention of docs/README.md): a command's expected status is 2xx unless its
 * line has a comment like `# → 409`; a block preceded by `<!-- doc-test: skip … -->` is not run.
 * Each `curl` at a command position is rewritten to `__doc_curl <doc line> <expected>`, which runs
 * the real curl with `-D` into a temporary file, appends `line expected status` to `$DOC_LOG` and
 * exits (the script, or the `$(…)` / pipeline it runs in; `set -eo pipefail` stops the rest) when
 * the status is not the expected one.
 */

/** One `curl` command of a document. */
export interface DocCurl {
  /** 1-based line of the document where the command starts. */
  line: number;
  /** The whole command (continuation lines joined with newlines). */
  text: string;
  /** Expected HTTP status, or null for any 2xx. */
  expect: number | null;
}

/** A document's runnable script and the curl commands in it. */
export interface DocScript {
  script: string;
  curls: DocCurl[];
  /** Document line of each script line (index = script line − 1; 0 for the prelude). */
  lineMap: number[];
  /** Number of bash blocks run / skipped. */
  blocks: number;
  skipped: number;
}

const SKIP = /^<!--\s*doc-test:\s*skip\b/;
const EXPECT = /#\s*→\s*(\d{3})\b/;
const CURL_AT_COMMAND = /(^|[\s;&|(])curl(?=\s)/g;

/** The bash prelude: the checking curl wrapper. */
export const PRELUDE = String.raw`set -Eeo pipefail
trap 'echo "doc-test: exit $? at script line $LINENO" >&2' ERR
__doc_curl() {
  local line=$1 expect=$2 hdr rc=0 status
  shift 2
  hdr=$(mktemp)
  command curl -D "$hdr" "$@" || rc=$?
  status=$(awk '/^HTTP\//{s=$2} END{print s}' "$hdr" | tr -d '\r')
  rm -f "$hdr"
  if [[ -z "$status" ]]; then status=000; fi
  echo "$line $expect $status $rc" >> "$DOC_LOG"
  if [[ "$expect" == 2xx ]]; then
    [[ "$status" == 2?? ]] && return 0
  elif [[ "$status" == "$expect" ]]; then
    return 0
  fi
  echo "doc-test: line $line: HTTP $status, expected $expect (curl exit $rc)" >&2
  exit 1
}
`;

/** Extracts the script of one Markdown document. */
export function docScript(markdown: string): DocScript {
  const lines = markdown.split('\n');
  const out: string[] = PRELUDE.split('\n');
  const lineMap: number[] = out.map(() => 0);
  const curls: DocCurl[] = [];
  let blocks = 0;
  let skipped = 0;
  for (let i = 0; i < lines.length; i++) {
    const fence = /^(\s*)```(\w*)\s*$/.exec(lines[i]!);
    if (!fence) continue;
    const lang = fence[2]!;
    let end = i + 1;
    while (end < lines.length && !/^\s*```\s*$/.test(lines[end]!)) end++;
    if (lang === 'bash' || lang === 'sh') {
      let prev = i - 1;
      while (prev >= 0 && lines[prev]!.trim() === '') prev--;
      if (prev >= 0 && SKIP.test(lines[prev]!.trim())) skipped++;
      else {
        blocks++;
        appendBlock(lines, i + 1, end, out, lineMap, curls);
      }
    }
    i = end;
  }
  return { script: out.join('\n') + '\n', curls, lineMap, blocks, skipped };
}

function appendBlock(
  lines: string[],
  from: number,
  to: number,
  out: string[],
  lineMap: number[],
  curls: DocCurl[],
) {
  const quotes: QuoteState = { single: false, double: false };
  for (let j = from; j < to;) {
    // One logical command: the line, its backslash continuations and the lines of a quoted string
    // it opens (a multi-line JSON body or node -e program).
    const group: Array<{ line: string; code: number }> = [];
    let k = j;
    for (; k < to; k++) {
      const line = lines[k]!;
      const code = codeLength(line, quotes);
      group.push({ line, code });
      const open = quotes.single || quotes.double;
      if (!open && !(code === line.length && line.endsWith('\\'))) break;
    }
    const text = group.map((g) => g.line).join('\n');
    const m = group.map((g) => EXPECT.exec(g.line.slice(g.code))).find(Boolean);
    const expect = m ? Number(m[1]) : null;
    group.forEach(({ line, code }, n) => {
      const docLine = j + n + 1;
      const rewritten =
        line.slice(0, code).replace(CURL_AT_COMMAND, (_all, before: string) => {
          curls.push({ line: docLine, text: text.trim(), expect });
          return `${before}__doc_curl ${docLine} ${expect ?? '2xx'}`;
        }) + line.slice(code);
      out.push(rewritten);
      lineMap.push(docLine);
    });
    j = k + 1;
  }
}

interface QuoteState {
  single: boolean;
  double: boolean;
}

/** Length of the line before its comment (an unquoted `#` at a word start); updates the quote state. */
function codeLength(line: string, q: QuoteState): number {
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (q.single) {
      if (c === "'") q.single = false;
    } else if (q.double) {
      if (c === '\\') i++;
      else if (c === '"') q.double = false;
    } else if (c === '\\') i++;
    else if (c === "'") q.single = true;
    else if (c === '"') q.double = true;
    else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]!))) return i;
  }
  return line.length;
}
