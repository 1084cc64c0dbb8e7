// Luogu P2578 [ZJOI2005] 九数码游戏 (nine digits): a special judge. It accepts any shortest
// way to 0 1 2 / 3 4 5 / 6 7 8: the count d, then d + 1 boards of 9 numbers in any
// whitespace, the first the input's, the last the goal, each one op from the one before
// (op 1 turns the outer ring one place clockwise, op 2 the middle row one place right).
// The shortest d is taken from the answer file (the jury's output), which must be such a
// sequence itself. Build: rustc -O p2578_nine_digits.rs -o chk
// testlib (plain, Hydro): chk <input> <output> <answer>; exit 0 accepted, 1 wrong answer,
//   2 presentation error, 3 checker failure (a bad input or answer file); one line on stderr
//   (e.g. `ok 4 moves, optimal`).
// ICPC / Kattis output validator: chk <input> <answer> <feedback_dir> [ignored...] < output;
//   exit 42 accepted, 43 rejected, 1 checker failure; the line goes to
//   <feedback_dir>/judgemessage.txt. A directory as the third argument selects this way.

/// Judges `output` for `input` against the jury's `answer`: testlib's exit code and why.
pub fn judge(input: &str, output: &str, answer: &str) -> (i32, String) {
    let start = match read_board(input) {
        Ok(board) => board,
        Err(why) => return (3, format!("bad input: {why}")),
    };
    let answer = unmarked(answer);
    let least = match claimed(answer) {
        Some(d) if (0..=FARTHEST).contains(&d) => d,
        _ => return (3, "answer file: no count 0-32 first".to_string()),
    };
    if let Err((_, why)) = sequence(&start, least, answer) {
        return (3, format!("answer file: {why}"));
    }
    let output = unmarked(output);
    match sequence(&start, least, output) {
        Ok(()) => {
            let s = if least == 1 { "" } else { "s" };
            (0, format!("{least} move{s}, optimal"))
        }
        Err(verdict) => match claimed(output) {
            Some(d) if (0..least).contains(&d) && sequence(&start, d, output).is_ok() => {
                let why = format!("answer file is not shortest: the output's {d} moves are right");
                (3, why)
            }
            _ => verdict,
        },
    }
}

/// A board in reading order.
type Board = [u8; 9];

/// The goal.
const GOAL: Board = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/// The most moves any board needs (the statement's fact, every board reaches the goal).
const FARTHEST: i64 = 32;

/// For op 1 and op 2: the cell each cell's digit comes from.
const FROM: [[usize; 9]; 2] = [[3, 0, 1, 6, 4, 2, 7, 8, 5], [0, 1, 2, 5, 3, 4, 6, 7, 8]];

/// The board after op `op` (0 for op 1).
fn apply(board: &Board, op: usize) -> Board {
    let mut next = [0; 9];
    for (cell, &from) in next.iter_mut().zip(FROM[op].iter()) {
        *cell = board[from];
    }
    next
}

/// The input's board: 9 numbers, 0-8 once each.
fn read_board(input: &str) -> Result<Board, String> {
    let mut board = Vec::new();
    for word in input_words(input)? {
        match word.parse::<u8>() {
            Ok(v) if v <= 8 && !board.contains(&v) => board.push(v),
            Ok(v) if v <= 8 => return Err(format!("{v} is there twice")),
            _ => return Err(format!("'{}' is not one of 0-8", clip(word))),
        }
    }
    match board.len() {
        9 => Ok([0, 1, 2, 3, 4, 5, 6, 7, 8].map(|i| board[i])),
        n => Err(format!("expected 0-8 once each, got {n} numbers")),
    }
}

/// Judges `text` as a way of `d` moves from `start`: a malformed word is code 2, a wrong
/// count, board or move code 1.
fn sequence(start: &Board, d: i64, text: &str) -> Result<(), (i32, String)> {
    // Counted before they are kept: 16 MiB of one-letter words would take 128 MiB as a list.
    let count = text.split_ascii_whitespace().count();
    let first = match text.split_ascii_whitespace().next() {
        Some(first) => first,
        None => return Err((2, "empty".to_string())),
    };
    count_word(first, d)?;
    let want = 9 * (d as usize + 1);
    if count != 1 + want {
        let why = format!(
            "{want} numbers ({} boards) expected after {d}, got {}",
            d + 1,
            count - 1
        );
        return Err((2, why));
    }
    let words: Vec<&str> = text.split_ascii_whitespace().collect();
    let mut boards = Vec::new();
    for (i, chunk) in words[1..].chunks(9).enumerate() {
        boards.push(
            board_of(chunk).map_err(|(code, why)| (code, format!("board {}: {why}", i + 1)))?,
        );
    }
    if boards[0] != *start {
        return Err((1, "the first board is not the input's".to_string()));
    }
    if boards[boards.len() - 1] != GOAL {
        return Err((1, "the last board is not the goal".to_string()));
    }
    for i in 1..boards.len() {
        if (0..2).all(|op| apply(&boards[i - 1], op) != boards[i]) {
            return Err((1, format!("board {} is not one op from board {i}", i + 1)));
        }
    }
    Ok(())
}

/// A board of an output, 9 words: one that is not a number is code 2, numbers that are not
/// 0-8 once each code 1.
fn board_of(chunk: &[&str]) -> Result<Board, (i32, String)> {
    if let Some(word) = chunk.iter().find(|w| w.parse::<u64>().is_err()) {
        return Err((2, format!("'{}' is not a number", clip(word))));
    }
    let mut board = [0; 9];
    let mut seen = [false; 9];
    for (cell, word) in board.iter_mut().zip(chunk) {
        match word.parse::<u8>() {
            Ok(v) if v <= 8 && !seen[v as usize] => {
                seen[v as usize] = true;
                *cell = v;
            }
            _ => {
                return Err((
                    1,
                    format!("{} is not 0-8 once each", clip(&chunk.join(" "))),
                ))
            }
        }
    }
    Ok(board)
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
