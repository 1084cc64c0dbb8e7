// Baekjoon 9019 DSLR: a special judge. It accepts, for each of the T cases `A B`, any
// shortest string of the commands D (double modulo 10000), S (minus one, 0 to 9999), L and
// R (rotate the four digits left, right) that takes A to B: one word a case, in order.
// The shortest lengths are taken from the answer file (the jury's output), which must be
// such strings itself. Build: rustc -O boj9019_dslr.rs -o chk
// testlib (plain, Hydro): chk <input> <output> <answer>; exit 0 accepted, 1 wrong answer,
//   2 presentation error, 3 checker failure (a bad input or answer file); one line on stderr
//   (e.g. `ok 3 shortest command strings`).
// ICPC / Kattis output validator: chk <input> <answer> <feedback_dir> [ignored...] < output;
//   exit 42 accepted, 43 rejected, 1 checker failure; the line goes to
//   <feedback_dir>/judgemessage.txt. A directory as the third argument selects this way.

/// Judges `output` for `input` against the jury's `answer`: testlib's exit code and why.
pub fn judge(input: &str, output: &str, answer: &str) -> (i32, String) {
    let cases = match read_cases(input) {
        Ok(cases) => cases,
        Err(why) => return (3, format!("bad input: {why}")),
    };
    let least = match strings(&cases, unmarked(answer), None) {
        Ok(lengths) => lengths,
        Err((_, why)) => return (3, format!("answer file: {why}")),
    };
    match strings(&cases, unmarked(output), Some(&least)) {
        Ok(_) => (0, format!("{} shortest command strings", cases.len())),
        Err(verdict) => match strings(&cases, unmarked(output), None) {
            Ok(lengths) => match lengths.iter().zip(&least).position(|(o, a)| o < a) {
                Some(i) => (3, format!("answer file is not shortest in case {}", i + 1)),
                None => verdict,
            },
            Err(_) => verdict,
        },
    }
}

/// The register after command `c`.
fn step(n: u32, c: u8) -> Option<u32> {
    match c {
        b'D' => Some(n * 2 % 10000),
        b'S' => Some((n + 9999) % 10000),
        b'L' => Some(n % 1000 * 10 + n / 1000),
        b'R' => Some(n % 10 * 1000 + n / 10),
        _ => None,
    }
}

/// The input's cases: T, then T pairs `A B`, 0 <= A, B < 10000, A != B.
fn read_cases(input: &str) -> Result<Vec<(u32, u32)>, String> {
    let words: Vec<&str> = input_words(input)?.collect();
    let number = |word: &str| match word.parse::<u32>() {
        Ok(n) if n.to_string() == word => Ok(n),
        _ => Err(format!("'{}' is not a whole number", clip(word))),
    };
    let (first, rest) = words.split_first().ok_or("empty")?;
    let t = number(first)? as usize;
    if rest.len() != 2 * t {
        return Err(format!(
            "T = {t} needs {} numbers, got {}",
            2 * t,
            rest.len()
        ));
    }
    let mut cases = Vec::new();
    for pair in rest.chunks(2) {
        let (a, b) = (number(pair[0])?, number(pair[1])?);
        if a >= 10000 || b >= 10000 || a == b {
            return Err(format!("{a} {b}: expected 0 <= A, B < 10000 and A != B"));
        }
        cases.push((a, b));
    }
    Ok(cases)
}

/// Judges `text` as one command string per case, each taking A to B (and, with `least`, as
/// short as that): a wrong count of words or a letter not in DSLR is code 2, a string that
/// ends elsewhere or is too long code 1. The lengths, where all hold.
fn strings(
    cases: &[(u32, u32)],
    text: &str,
    least: Option<&[usize]>,
) -> Result<Vec<usize>, (i32, String)> {
    // Counted before they are kept: 16 MiB of one-letter words would take 128 MiB as a list.
    let count = text.split_ascii_whitespace().count();
    if count != cases.len() {
        return Err((
            2,
            format!("expected {} command strings, got {count}", cases.len()),
        ));
    }
    let mut lengths = Vec::new();
    for (i, (word, &(a, b))) in text.split_ascii_whitespace().zip(cases).enumerate() {
        let mut n = a;
        for c in word.bytes() {
            n = match step(n, c) {
                Some(n) => n,
                None => {
                    return Err((
                        2,
                        format!("case {}: '{}' is not made of D, S, L, R", i + 1, clip(word)),
                    ))
                }
            };
        }
        if n != b {
            return Err((
                1,
                format!("case {}: {} takes {a} to {n}, not {b}", i + 1, clip(word)),
            ));
        }
        if let Some(least) = least {
            if word.len() != least[i] {
                let why = format!(
                    "case {}: {} commands, the fewest is {}",
                    i + 1,
                    word.len(),
                    least[i]
                );
                return Err((1, why));
            }
        }
        lengths.push(word.len());
    }
    Ok(lengths)
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
