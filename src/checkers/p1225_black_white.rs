// Luogu P1225 黑白棋游戏 (the black and white game, print the swaps): special judge.
// Accepts the fewest swaps on the first line, then one line per swap `abcd` (row a, column
// b and row c, column d, 1-based, sharing a side; spaces between the digits are allowed)
// that brings the first board to the second. Blank lines are ignored; a count written
// otherwise than plainly (`04`, `+4`) is a wrong answer, as judges compare words.
// The fewest swaps is the count of the answer file (the jury's output), checked first.
// Build: rustc -O p1225_black_white.rs -o chk
// testlib (plain, Hydro): chk <input> <output> <answer>; exit 0 accepted, 1 wrong answer,
//   2 presentation error, 3 checker failure (bad input or answer file); verdict on stderr.
// ICPC / Kattis output validator: chk <input> <answer> <feedback_dir> [ignored...] < output;
//   exit 42 accepted, 43 rejected, 1 checker failure; the message in judgemessage.txt.

/// Judges `output` against `answer` for `input`: testlib's exit code and why.
pub fn judge(input: &str, output: &str, answer: &str) -> (i32, String) {
    let (start, target) = match parse(input) {
        Ok(boards) => boards,
        Err(why) => return (3, format!("bad input: {why}")),
    };
    let (answer, output) = (unmarked(answer), unmarked(output));
    let fewest = count_line(answer).parse::<i64>().unwrap_or(-1);
    if let Err((_, why)) = swaps(start, target, fewest, answer) {
        return (3, format!("answer file: {why}"));
    }
    let verdict = match swaps(start, target, fewest, output) {
        Ok(()) => return (0, format!("{fewest} swaps reach the target")),
        Err(verdict) => verdict,
    };
    // A count below the answer's whose swaps reach the target: the jury's fault.
    let count = count_line(output).parse::<i64>().ok();
    match count.filter(|&c| (0..fewest).contains(&c)) {
        Some(c) if swaps(start, target, c, output).is_ok() => (
            3,
            format!(
                "answer file is not shortest: {c} swaps reach the target, the answer has {fewest}"
            ),
        ),
        _ => verdict,
    }
}

/// The two boards: 32 cells `0` or `1` between any whitespace, as many `1` in each; bit
/// `4 * row + column` of a board is set where a black piece stands.
fn parse(input: &str) -> Result<(u32, u32), String> {
    let cells: String = input_words(input)?.collect();
    if let Some(bad) = cells.chars().find(|c| !matches!(c, '0' | '1')) {
        return Err(format!("'{bad}' is not a cell: expected 0 or 1"));
    }
    if cells.len() != 32 {
        return Err(format!(
            "expected 32 cells (two 4×4 boards), got {}",
            cells.len()
        ));
    }
    let board = |half: &str| {
        half.bytes()
            .rev()
            .fold(0, |b, c| b << 1 | u32::from(c - b'0'))
    };
    let (start, target) = (board(&cells[..16]), board(&cells[16..]));
    match (start.count_ones(), target.count_ones()) {
        (a, b) if a != b => Err(format!("the boards hold {a} and {b} black pieces")),
        _ => Ok((start, target)),
    }
}

/// The first non-blank line, trimmed: the count.
fn count_line(text: &str) -> &str {
    text.lines()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("")
        .trim()
}

/// Judges an output that must hold `fewest` swaps from `start` to `target`.
fn swaps(start: u32, target: u32, fewest: i64, text: &str) -> Result<(), (i32, String)> {
    let mut lines = text.lines().filter(|l| !l.trim().is_empty());
    count_word(lines.next().unwrap_or("").trim(), fewest)?;
    let mut board = start;
    let mut made = 0;
    for line in lines {
        made += 1;
        let (x, y) = cells_of(line, made)?;
        let differ = (board >> x ^ board >> y) & 1;
        board ^= differ << x | differ << y;
    }
    if made != fewest {
        let why = format!("the count says {fewest} swaps, {made} lines follow");
        return Err((2, why));
    }
    if board != target {
        let cells: String = (0..16)
            .map(|c| char::from(b'0' + (board >> c & 1) as u8))
            .collect();
        return Err((
            1,
            format!("the {fewest} swaps end on {cells}, not the target"),
        ));
    }
    Ok(())
}

/// The two cells (`4 * row + column`) of swap number `made`, a line `abcd`.
fn cells_of(line: &str, made: i64) -> Result<(u32, u32), (i32, String)> {
    let digits: String = line.split_ascii_whitespace().collect();
    // Four digits out of 1-4 are a wrong answer, anything else not four digits a
    // presentation error, as testlib reads them.
    let (a, b, c, d) = match *digits.as_bytes() {
        [a, b, c, d] if digits.bytes().all(|x| (b'1'..=b'4').contains(&x)) => (a, b, c, d),
        [_, _, _, _] if digits.bytes().all(|x| x.is_ascii_digit()) => {
            let why = format!("swap {made}: {digits} names a cell off the 4×4 board");
            return Err((1, why));
        }
        _ => return Err((2, format!("swap {made}: '{}' is not abcd", clip(line)))),
    };
    if a.abs_diff(c) + b.abs_diff(d) != 1 {
        let why = format!("swap {made}: {digits} swaps cells that share no side");
        return Err((1, why));
    }
    let cell = |row: u8, column: u8| u32::from(row - b'1') * 4 + u32::from(column - b'1');
    Ok((cell(a, b), cell(c, d)))
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
