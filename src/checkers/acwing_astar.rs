// AcWing 179 八数码 (the eight puzzle, print a path): special judge.
// Accepts `unsolvable` exactly when the grid cannot reach 1 2 3 / 4 5 6 / 7 8 x (the tile
// parity says when), else one line of moves u, d, l, r of the x that stays on the board and
// reaches the goal in the fewest moves; blank lines and spaces around the line are allowed.
// The fewest moves is the length of the answer file (the jury's output), checked first.
// Build: rustc -O acwing_astar.rs -o chk
// testlib (plain, Hydro): chk <input> <output> <answer>; exit 0 accepted, 1 wrong answer,
//   2 presentation error, 3 checker failure (bad input or answer file); verdict on stderr.
// ICPC / Kattis output validator: chk <input> <answer> <feedback_dir> [ignored...] < output;
//   exit 42 accepted, 43 rejected, 1 checker failure; the message in judgemessage.txt.

/// Judges `output` against `answer` for `input`: testlib's exit code and why.
pub fn judge(input: &str, output: &str, answer: &str) -> (i32, String) {
    let start = match parse(input) {
        Ok(start) => start,
        Err(why) => return (3, format!("bad input: {why}")),
    };
    let fewest = match moves(&start, unmarked(answer)) {
        Ok(fewest) => fewest,
        Err((_, why)) => return (3, format!("answer file: {why}")),
    };
    match (fewest, moves(&start, unmarked(output))) {
        (_, Err(verdict)) => verdict,
        (Some(fewest), Ok(Some(got))) if got > fewest => (
            1,
            format!("{fewest} move{} expected, got {got}", plural(fewest)),
        ),
        (Some(fewest), Ok(Some(got))) if got < fewest => (
            3,
            format!("answer file is not shortest: {got} moves solve it, the answer has {fewest}"),
        ),
        (Some(fewest), _) => (0, format!("{fewest} move{}, optimal", plural(fewest))),
        (None, _) => (0, "unsolvable".to_string()),
    }
}

/// The goal, 0 for the x.
const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// Nine tokens 1-8 and x (or X), each once.
fn parse(input: &str) -> Result<[u8; 9], String> {
    let mut cells = Vec::new();
    for token in input_words(input)? {
        cells.push(match token {
            "x" | "X" => 0,
            _ if token.len() == 1 && (b'1'..=b'8').contains(&token.as_bytes()[0]) => {
                token.as_bytes()[0] - b'0'
            }
            _ => return Err(format!("'{}' is not a tile 1-8 or x", clip(token))),
        });
    }
    if cells.len() != 9 {
        return Err(format!("expected 9 cells, got {}", cells.len()));
    }
    let mut board = [0; 9];
    board.copy_from_slice(&cells);
    match (0..9).find(|&v| board.iter().filter(|&&c| c == v).count() != 1) {
        Some(v) => Err(format!("value {v} does not appear exactly once")),
        None => Ok(board),
    }
}

/// Reads an output for `start`: `None` for a right `unsolvable`, the number of moves of a
/// path that reaches the goal, or the verdict against it.
fn moves(start: &[u8; 9], text: &str) -> Result<Option<usize>, (i32, String)> {
    // On a board of odd width no move changes the parity of the tiles' inversions.
    let tiles: Vec<u8> = start.iter().copied().filter(|&c| c != 0).collect();
    let inversions = (0..8)
        .map(|i| tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count())
        .sum::<usize>();
    let solvable = inversions % 2 == 0;
    let line = single_line(text)?;
    if line == "unsolvable" {
        return match solvable {
            true => Err((1, "unsolvable printed, but the grid can be solved".into())),
            false => Ok(None),
        };
    }
    if let Some(bad) = line.chars().find(|c| !"udlr".contains(*c)) {
        let why = format!(
            "'{bad}' in {:?}: expected letters u, d, l, r or the word unsolvable",
            clip(line)
        );
        return Err((2, why));
    }
    if !solvable {
        return Err((1, "the grid is unsolvable, got a move string".into()));
    }
    let mut board = *start;
    for (i, letter) in line.chars().enumerate() {
        let p = board.iter().position(|&c| c == 0).unwrap_or(0);
        let q = match letter {
            'u' if p >= 3 => p - 3,
            'd' if p < 6 => p + 3,
            'l' if p % 3 > 0 => p - 1,
            'r' if p % 3 < 2 => p + 1,
            _ => return Err((1, format!("move {} '{letter}' leaves the board", i + 1))),
        };
        board.swap(p, q);
    }
    if board != GOAL {
        let end: String = board
            .iter()
            .map(|&c| if c == 0 { 'x' } else { char::from(b'0' + c) })
            .collect();
        return Err((1, format!("ends at {end}")));
    }
    Ok(Some(line.len()))
}

/// The output's one non-blank line, trimmed; no line at all is the empty move string.
fn single_line(text: &str) -> Result<&str, (i32, String)> {
    let mut lines = text.lines().filter(|line| !line.trim().is_empty());
    let line = lines.next().unwrap_or("");
    match lines.next() {
        Some(_) => Err((2, "more than one line of output".to_string())),
        None => Ok(line.trim()),
    }
}

/// The words of an input: at most 4 MiB of ASCII letters, digits and punctuation between
/// spaces, tabs and line breaks.
fn input_words(input: &str) -> Result<std::str::SplitAsciiWhitespace<'_>, String> {
    if input.len() > 1 << 22 {
        return Err("input longer than 4194304 bytes".to_string());
    }
    let allowed = |b: u8| b.is_ascii_graphic() || matches!(b, b' ' | b'\t' | b'\n' | b'\r');
    match input.bytes().position(|b| !allowed(b)) {
        Some(at) => Err(format!(
            "byte 0x{:02X} at position {} is not allowed",
            input.as_bytes()[at],
            at + 1
        )),
        None => Ok(input.split_ascii_whitespace()),
    }
}

/// The text without a leading byte-order mark.
fn unmarked(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// At most 40 characters of `text`, and `…` if that cut it short.
fn clip(text: &str) -> String {
    let mut clipped: String = text.chars().take(40).collect();
    if clipped.len() < text.len() {
        clipped.push('…');
    }
    clipped
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let icpc = args.len() >= 3 && std::path::Path::new(&args[2]).is_dir();
    let read = |path: &str| {
        let file = std::fs::File::open(path).map_err(|e| format!("cannot read {path}: {e}"));
        file.and_then(bounded).map_err(|e| format!("{path}: {e}"))
    };
    let files = if icpc {
        (read(&args[0]), bounded(std::io::stdin()), read(&args[1]))
    } else if args.len() == 3 {
        (read(&args[0]), read(&args[1]), read(&args[2]))
    } else {
        eprintln!(
            "usage: chk <input> <output> <answer>, or chk <input> <answer> <feedback_dir> < output"
        );
        std::process::exit(3);
    };
    let (code, why) = match files {
        (Err(e), _, _) | (_, _, Err(e)) => (3, e),
        (_, Err(e), _) => (2, format!("the output: {e}")),
        (Ok(input), Ok(output), Ok(answer)) => match (text(input), text(answer)) {
            (Ok(input), Ok(answer)) => match text(output) {
                Ok(output) => judge(&input, &output, &answer),
                Err(_) => (2, "the output is not UTF-8".to_string()),
            },
            _ => (3, "the input or the answer file is not UTF-8".to_string()),
        },
    };
    let word = ["ok", "wrong answer", "wrong answer", "FAIL"][code.clamp(0, 3) as usize];
    if icpc {
        let note = std::path::Path::new(&args[2]).join("judgemessage.txt");
        let _ = std::fs::write(note, format!("{word} {why}\n"));
        std::process::exit([42, 43, 43, 1][code.clamp(0, 3) as usize]);
    }
    let word = if code == 2 {
        "wrong output format"
    } else {
        word
    };
    eprintln!("{word} {why}");
    std::process::exit(code);
}

/// The most bytes of a file read: far more than any right output, little enough to keep
/// memory bounded; a longer output is a presentation error, as `check` judges it.
const MAX_FILE: u64 = 16 << 20;

/// The bytes of `source`, or why not: past [`MAX_FILE`] bytes it is not read on.
fn bounded(source: impl std::io::Read) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::new();
    let read =
        std::io::Read::read_to_end(&mut std::io::Read::take(source, MAX_FILE + 1), &mut bytes);
    match read {
        Err(e) => Err(e.to_string()),
        Ok(_) if bytes.len() as u64 > MAX_FILE => Err(format!("longer than {MAX_FILE} bytes")),
        Ok(_) => Ok(bytes),
    }
}

/// The bytes as text without a leading byte-order mark.
fn text(bytes: Vec<u8>) -> Result<String, std::string::FromUtf8Error> {
    String::from_utf8(bytes).map(|s| s.strip_prefix('\u{feff}').map(str::to_string).unwrap_or(s))
}

/// The `s` of a plural noun: none after 1.
fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}
