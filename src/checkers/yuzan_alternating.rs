// yuzan1830's challenge (三), alternating swaps (print the steps): special judge.
// Input: an n×n grid of 1..=n², n <= 4 (a larger n is a bad input). Accepts `No Need` for the
// sorted grid, `No Solution` when the answer file says it, else lines `Step #i: a b` that
// swap two adjacent numbers, orthogonal and diagonal swaps in turn, and sort the grid in
// the fewest moves. Blank lines and spaces between words do not matter; numbers are
// written plainly. The fewest is the answer file's (the jury's output), checked first.
// Build: rustc -O yuzan_alternating.rs -o chk
// testlib (plain, Hydro): chk <input> <output> <answer>; exit 0 accepted, 1 wrong answer,
//   2 presentation error, 3 checker failure (bad input or answer file); verdict on stderr.
// ICPC / Kattis output validator: chk <input> <answer> <feedback_dir> [ignored...] < output;
//   exit 42 accepted, 43 rejected, 1 checker failure; the message in judgemessage.txt.

/// Judges `output` against `answer` for `input`: testlib's exit code and why.
pub fn judge(input: &str, output: &str, answer: &str) -> (i32, String) {
    let (side, cells) = match parse(input) {
        Ok(grid) => grid,
        Err(why) => return (3, format!("bad input: {why}")),
    };
    let answered = match read(side, &cells, unmarked(answer)) {
        Ok(answered) => answered,
        Err((_, why)) => return (3, format!("answer file: {why}")),
    };
    // The sorted grid needs no move; any other takes the answer file's word for it.
    let truth = match (is_sorted(&cells), answered) {
        (true, _) => Some(0),
        (false, Some(0)) => {
            return (
                3,
                "answer file: No Need printed, but the grid is not sorted".into(),
            )
        }
        (false, answered) => answered,
    };
    if let (1..=3, why) = compare(truth, answered) {
        return (3, format!("answer file: {why}"));
    }
    match read(side, &cells, unmarked(output)) {
        Ok(got) => compare(truth, got),
        Err(verdict) => verdict,
    }
}

/// The grid: n² numbers between any whitespace, 1..=n² each once, n <= 4.
fn parse(input: &str) -> Result<(usize, Vec<u32>), String> {
    let mut cells = Vec::new();
    for word in input_words(input)? {
        let why = || format!("'{}' is not a positive integer", clip(word));
        cells.push(word.parse::<u32>().map_err(|_| why())?);
    }
    let count = cells.len();
    let side = (1..=count).find(|s| s * s >= count).unwrap_or(0);
    if count == 0 || side * side != count {
        return Err(format!("{count} numbers is not n*n for any n >= 1"));
    }
    let mut seen = vec![false; count + 1];
    for &c in &cells {
        match seen.get_mut(c as usize).filter(|_| c >= 1) {
            Some(seen) if !*seen => *seen = true,
            Some(_) => return Err(format!("{c} appears twice")),
            None => return Err(format!("{c} is outside 1..={count}")),
        }
    }
    match side {
        1..=4 => Ok((side, cells)),
        _ => Err(format!("n = {side}: only n <= 4 is judged")),
    }
}

fn is_sorted(cells: &[u32]) -> bool {
    cells.iter().enumerate().all(|(i, &c)| c as usize == i + 1)
}

/// Reads an output: `Some(0)` for `No Need`, `None` for `No Solution`, the number of steps
/// of a legal sequence that sorts the grid, or the verdict against it.
fn read(side: usize, cells: &[u32], text: &str) -> Result<Option<usize>, (i32, String)> {
    // One line at a time: 16 MiB of short lines would take hundreds of MiB as a list.
    let mut lines = text
        .lines()
        .map(|line| line.split_ascii_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|line| !line.is_empty())
        .peekable();
    let first = match lines.next() {
        Some(first) => first,
        None => return Err((2, "empty output".to_string())),
    };
    if lines.peek().is_none() && first == "No Need" {
        return Ok(Some(0));
    }
    if lines.peek().is_none() && first == "No Solution" {
        return Ok(None);
    }
    let mut grid = cells.to_vec();
    let mut previous = None;
    let mut steps = 0;
    for (i, line) in std::iter::once(first).chain(lines).enumerate() {
        let step = i + 1;
        steps = step;
        let (pa, pb, kind) = step_of(side, &grid, &line, step)?;
        if previous == Some(kind) {
            let why = format!("steps {} and {step} are both {kind} swaps", step - 1);
            return Err((1, why));
        }
        previous = Some(kind);
        grid.swap(pa, pb);
    }
    if !is_sorted(&grid) {
        let rows: Vec<String> = grid
            .chunks(side)
            .map(|row| row.iter().map(u32::to_string).collect::<Vec<_>>().join(" "))
            .collect();
        return Err((1, format!("ends at {}", rows.join(" / "))));
    }
    Ok(Some(steps))
}

/// The cells that line number `step` swaps in `grid`, and the kind of the swap.
fn step_of(
    side: usize,
    grid: &[u32],
    line: &str,
    step: usize,
) -> Result<(usize, usize, &'static str), (i32, String)> {
    let (a, b) = match parse_step(line, step) {
        Some(numbers) => numbers,
        None => {
            let why = format!(
                "line {step}: expected 'Step #{step}: a b', got {:?}",
                clip(line)
            );
            return Err((2, why));
        }
    };
    let at = |x: u32| grid.iter().position(|&c| c == x);
    let (pa, pb) = match (at(a), at(b)) {
        (Some(pa), Some(pb)) => (pa, pb),
        _ => {
            return Err((
                1,
                format!("step {step}: {a} and {b} are not both on the grid"),
            ))
        }
    };
    match (
        (pa / side).abs_diff(pb / side),
        (pa % side).abs_diff(pb % side),
    ) {
        (0, 1) | (1, 0) => Ok((pa, pb, "orthogonal")),
        (1, 1) => Ok((pa, pb, "diagonal")),
        _ => Err((1, format!("step {step}: {a} and {b} are not adjacent"))),
    }
}

/// `Step #i: a b` with the given i: the two numbers, written plainly.
fn parse_step(line: &str, step: usize) -> Option<(u32, u32)> {
    let rest = line.strip_prefix(&format!("Step #{step}:"))?;
    let plain = |t: &str| t.parse::<u32>().ok().filter(|v| v.to_string() == t);
    let mut numbers = rest.split_whitespace().map(plain);
    let (a, b) = (numbers.next()??, numbers.next()??);
    numbers.next().is_none().then_some((a, b))
}

/// The verdict on a reading `got` when the truth is `truth` (`Some(0)`: `No Need`, `None`:
/// `No Solution`, else the fewest moves).
fn compare(truth: Option<usize>, got: Option<usize>) -> (i32, String) {
    match (truth, got) {
        (Some(0), Some(0)) => (0, "No Need".to_string()),
        (None, None) => (0, "No Solution".to_string()),
        (Some(d), Some(0)) => (
            1,
            format!("No Need printed, but the grid needs {d} move{}", plural(d)),
        ),
        (None, Some(0)) => (
            1,
            "No Need printed, but the answer file says No Solution".to_string(),
        ),
        (Some(d), None) => (
            1,
            format!("No Solution printed, but {d} move{} sort it", plural(d)),
        ),
        (Some(0), Some(m)) => (
            1,
            format!("the grid is already sorted: No Need expected, got {m} steps"),
        ),
        (Some(d), Some(m)) if m == d => (0, format!("{m} move{}, optimal", plural(m))),
        (Some(d), Some(m)) if m > d => (1, format!("{d} move{} expected, got {m}", plural(d))),
        (Some(d), Some(m)) => (
            3,
            format!("answer file is not shortest: {m} moves sort the grid, the answer has {d}"),
        ),
        (None, Some(m)) => (
            3,
            format!("the answer file says No Solution, yet {m} steps sort the grid"),
        ),
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
