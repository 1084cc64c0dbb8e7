// Luogu P5507 机关 (knobs): a special judge. It accepts any shortest list of turns that
// brings the twelve knobs to state 1: the count n, then n knobs 1-12, in any whitespace.
// Turning knob i from state j moves it to j + 1 (4 to 1) and turns once the knob its line
// names for j. The fewest turns are taken from the answer file (the jury's output), which
// must be such a list itself. Build: rustc -O p5507_knobs.rs -o chk
// testlib (plain, Hydro): chk <input> <output> <answer>; exit 0 accepted, 1 wrong answer,
//   2 presentation error, 3 checker failure (a bad input or answer file); one line on stderr
//   (e.g. `ok 6 turns, the fewest`).
// ICPC / Kattis output validator: chk <input> <answer> <feedback_dir> [ignored...] < output;
//   exit 42 accepted, 43 rejected, 1 checker failure; the line goes to
//   <feedback_dir>/judgemessage.txt. A directory as the third argument selects this way.

/// Judges `output` for `input` against the jury's `answer`: testlib's exit code and why.
pub fn judge(input: &str, output: &str, answer: &str) -> (i32, String) {
    let knobs = match read_knobs(input) {
        Ok(knobs) => knobs,
        Err(why) => return (3, format!("bad input: {why}")),
    };
    let least = match turns(&knobs, unmarked(answer), None) {
        Ok(n) => n,
        Err((_, why)) => return (3, format!("answer file: {why}")),
    };
    match turns(&knobs, unmarked(output), Some(least)) {
        Ok(n) => (0, format!("{}, the fewest", counted(n as i64))),
        Err(verdict) => match turns(&knobs, unmarked(output), None) {
            Ok(n) if n < least => (
                3,
                format!(
                    "answer file is not shortest: the output's {} are right",
                    counted(n as i64)
                ),
            ),
            _ => verdict,
        },
    }
}

/// `n turns`, or `1 turn`.
fn counted(n: i64) -> String {
    format!("{n} turn{}", if n == 1 { "" } else { "s" })
}

/// The knobs: each one's state 0-3 and its partner (0-11) for each state.
type Knobs = [(usize, [usize; 4]); 12];

/// The input: twelve lines `s a1 a2 a3 a4`, s 1-4 and each a 1-12.
fn read_knobs(input: &str) -> Result<Knobs, String> {
    let words: Vec<&str> = input_words(input)?.collect();
    if words.len() != 60 {
        return Err(format!("expected 60 numbers, got {}", words.len()));
    }
    let mut knobs = [(0, [0; 4]); 12];
    for (i, word) in words.iter().enumerate() {
        let most = if i % 5 == 0 { 4 } else { 12 };
        let v = match word.parse::<usize>() {
            Ok(v) if v.to_string() == *word && v >= 1 && v <= most => v - 1,
            _ => return Err(format!("'{}' is not a number 1-{most}", clip(word))),
        };
        match i % 5 {
            0 => knobs[i / 5].0 = v,
            j => knobs[i / 5].1[j - 1] = v,
        }
    }
    Ok(knobs)
}

/// Judges `text` as a count n (with `least`, equal to it) and n knobs that bring every knob
/// to state 1: a word that is not a plain number, or other than n knobs after the count, is
/// code 2; a count that is negative or not `least`, a knob out of range or a list that
/// leaves a knob off state 1 is code 1. The count, where all hold.
fn turns(knobs: &Knobs, text: &str, least: Option<usize>) -> Result<usize, (i32, String)> {
    let number = |word: &str| match word.parse::<i64>() {
        Ok(v) if v.to_string() == word => Ok(v),
        _ => Err((2, format!("'{}' is not a number", clip(word)))),
    };
    let mut words = text.split_ascii_whitespace();
    let n = number(words.next().ok_or((2, "empty".to_string()))?)?;
    if n < 0 {
        return Err((1, format!("{n} is not a count of turns")));
    }
    if let Some(least) = least.filter(|&least| n as usize != least) {
        return Err((1, format!("{}; the fewest is {least}", counted(n))));
    }
    // Counted before they are read: no list of a huge output is kept.
    let count = text.split_ascii_whitespace().count() - 1;
    if count as i64 != n {
        return Err((
            2,
            format!("the count says {}, then {count} knobs follow", counted(n)),
        ));
    }
    let mut states: Vec<usize> = knobs.iter().map(|k| k.0).collect();
    for word in words {
        let k = number(word)?;
        if !(1..=12).contains(&k) {
            return Err((1, format!("{k} is not a knob 1-12")));
        }
        let k = k as usize - 1;
        let partner = knobs[k].1[states[k]];
        states[k] = (states[k] + 1) % 4;
        states[partner] = (states[partner] + 1) % 4;
    }
    if states.iter().any(|&s| s != 0) {
        return Err((1, format!("after {} a knob is not at state 1", counted(n))));
    }
    Ok(n as usize)
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
