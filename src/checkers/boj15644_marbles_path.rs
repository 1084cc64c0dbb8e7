// Baekjoon 15644 구슬 탈출 3 (marble escape 3): a special judge. It accepts the fewest tilts
// that drop the red marble alone: the count d (1-10), then one word of d letters L R U D
// that drops red at its last tilt and blue never; or -1 alone when no 10 tilts do it.
// The fewest d is taken from the answer file (the jury's output), which is replayed the
// same way; an answer of -1 is the checker's failure if the output's tilts drop red.
// Build: rustc -O boj15644_marbles_path.rs -o chk
// testlib (plain, Hydro): chk <input> <output> <answer>; exit 0 accepted, 1 wrong answer,
//   2 presentation error, 3 checker failure (a bad input or answer file); one line on stderr
//   (e.g. `ok 5 tilts, optimal`).
// ICPC / Kattis output validator: chk <input> <answer> <feedback_dir> [ignored...] < output;
//   exit 42 accepted, 43 rejected, 1 checker failure; the line goes to
//   <feedback_dir>/judgemessage.txt. A directory as the third argument selects this way.

/// Judges `output` for `input` against the jury's `answer`: testlib's exit code and why.
pub fn judge(input: &str, output: &str, answer: &str) -> (i32, String) {
    let board = match read_board(input) {
        Ok(board) => board,
        Err(why) => return (3, format!("bad input: {why}")),
    };
    let answer = unmarked(answer);
    let least = match claimed(answer) {
        Some(d) if d == -1 || (1..=MOST).contains(&d) => d,
        _ => return (3, "answer file: no -1 or count 1-10 first".to_string()),
    };
    if let Err((_, why)) = escape(&board, least, answer) {
        return (3, format!("answer file: {why}"));
    }
    let output = unmarked(output);
    match escape(&board, least, output) {
        Ok(()) if least == -1 => (0, "-1, as the answer file says".to_string()),
        Ok(()) => {
            let s = if least == 1 { "" } else { "s" };
            (0, format!("{least} tilt{s}, optimal"))
        }
        Err(verdict) => match claimed(output) {
            Some(d)
                if (1..=MOST).contains(&d)
                    && (least == -1 || d < least)
                    && escape(&board, d, output).is_ok() =>
            {
                let why = format!("answer file is not shortest: the output's {d} tilts drop red");
                (3, why)
            }
            _ => verdict,
        },
    }
}

/// The most tilts the statement counts.
const MOST: i64 = 10;

/// A cell: (row, column).
type Pos = (usize, usize);

/// The rows (`#`, `.` and `O`; the marbles' cells are `.`) and the two marbles.
struct Board {
    rows: Vec<Vec<u8>>,
    red: Pos,
    blue: Pos,
}

/// The input: `N M` (3-10 each), then N rows of M cells of `# . O R B`, the edge all `#`,
/// exactly one `O`, one `R` and one `B`.
fn read_board(input: &str) -> Result<Board, String> {
    let words: Vec<&str> = input_words(input)?.collect();
    let mut sides = words.iter().take(2).map(|w| w.parse::<usize>().ok());
    let (n, m) = match (sides.next(), sides.next()) {
        (Some(Some(n)), Some(Some(m))) if (3..=10).contains(&n) && (3..=10).contains(&m) => (n, m),
        _ => return Err("it does not start with N and M, 3-10 each".to_string()),
    };
    if words.len() != 2 + n {
        return Err(format!("expected {n} rows, got {}", words.len() - 2));
    }
    let mut rows: Vec<Vec<u8>> = words[2..].iter().map(|w| w.as_bytes().to_vec()).collect();
    let mut marks: Vec<(u8, Pos)> = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        if row.len() != m {
            return Err(format!("row {} is not {m} cells", r + 1));
        }
        for (c, &cell) in row.iter().enumerate() {
            let edge = r == 0 || c == 0 || r == n - 1 || c == m - 1;
            match cell {
                b'#' => {}
                b'.' if !edge => {}
                b'O' | b'R' | b'B' if !edge => marks.push((cell, (r, c))),
                _ => return Err(format!("cell {}, {}: '{}'", r + 1, c + 1, cell as char)),
            }
        }
    }
    let one = |mark: u8| match marks.iter().filter(|x| x.0 == mark).collect::<Vec<_>>()[..] {
        [&(_, at)] => Ok(at),
        _ => Err(format!("not exactly one {}", mark as char)),
    };
    let (red, blue) = (one(b'R')?, one(b'B')?);
    one(b'O')?;
    rows[red.0][red.1] = b'.';
    rows[blue.0][blue.1] = b'.';
    Ok(Board { rows, red, blue })
}

/// Judges `text` as `d` tilts that drop red (or `-1` alone for `d` = -1): a malformed word
/// is code 2, a wrong count or a string of tilts that does not do it code 1.
fn escape(board: &Board, d: i64, text: &str) -> Result<(), (i32, String)> {
    let words: Vec<&str> = text.split_ascii_whitespace().collect();
    let first = match words.first() {
        Some(first) => first,
        None => return Err((2, "empty".to_string())),
    };
    count_word(first, d)?;
    match words[1..] {
        [] if d == -1 => Ok(()),
        [path] if d >= 0 && path.bytes().all(|b| b"LRUD".contains(&b)) => {
            if path.len() as i64 != d {
                let why = format!("{d} tilts, but '{}' has {}", clip(path), path.len());
                return Err((1, why));
            }
            replay(board, path.as_bytes()).map_err(|why| (1, why))
        }
        ref rest => {
            let want = if d == -1 {
                "nothing"
            } else {
                "one word of L R U D"
            };
            let why = format!(
                "after the count, expected {want}, got '{}'",
                clip(&rest.join(" "))
            );
            Err((2, why))
        }
    }
}

/// Whether the tilts in `path` drop red alone at the last tilt, blue never.
fn replay(board: &Board, path: &[u8]) -> Result<(), String> {
    let (mut red, mut blue) = (board.red, board.blue);
    for (i, &letter) in path.iter().enumerate() {
        let step = match letter {
            b'L' => (0, -1),
            b'R' => (0, 1),
            b'U' => (-1, 0),
            _ => (1, 0),
        };
        match tilt(board, red, blue, step) {
            (_, None) => return Err(format!("tilt {} drops blue", i + 1)),
            (None, _) if i + 1 == path.len() => return Ok(()),
            (None, _) => return Err(format!("red drops at tilt {}, before the last", i + 1)),
            (Some(r), Some(b)) => (red, blue) = (r, b),
        }
    }
    Err("red is still on the board after the last tilt".to_string())
}

/// One tilt: each marble rolls until a wall stops it or it falls in the hole (`None`); two
/// that stop on the same cell stand in a line, the one that was behind one cell back.
fn tilt(board: &Board, red: Pos, blue: Pos, step: (isize, isize)) -> (Option<Pos>, Option<Pos>) {
    let next = |(r, c): Pos, k: isize| {
        let (r, c) = (r as isize + k * step.0, c as isize + k * step.1);
        (r as usize, c as usize)
    };
    let roll = |mut at: Pos| loop {
        let (r, c) = next(at, 1);
        match board.rows[r][c] {
            b'#' => return Some(at),
            b'O' => return None,
            _ => at = (r, c),
        }
    };
    match (roll(red), roll(blue)) {
        (Some(r), Some(b)) if r == b => {
            let ahead = |(r, c): Pos| r as isize * step.0 + c as isize * step.1;
            let back = next(r, -1);
            match ahead(red) > ahead(blue) {
                true => (Some(r), Some(back)),
                false => (Some(back), Some(b)),
            }
        }
        rolled => rolled,
    }
}

/// The integer a text starts with, if its first word is one.
fn claimed(text: &str) -> Option<i64> {
    text.split_ascii_whitespace().next()?.parse().ok()
}

/// Judges the count's word, which must be `want` written plainly.
fn count_word(word: &str, want: i64) -> Result<(), (i32, String)> {
    match word.parse::<i64>() {
        Ok(value) if value.to_string() != word => Err((
            1,
            format!(
                "the count: '{}' is {value} written otherwise: judges compare words",
                clip(word)
            ),
        )),
        Ok(value) if value == want => Ok(()),
        Ok(value) => Err((1, format!("the count: {want} expected, got {value}"))),
        Err(_) => Err((2, format!("the count: '{}' is not an integer", clip(word)))),
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
