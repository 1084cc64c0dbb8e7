// AtCoder ABC361 D Go Stone Puzzle: https://atcoder.jp/contests/abc361/tasks/abc361_d
// Input:  N (2 <= N <= 14), then S and T, each N characters B/W.
// Output: the fewest moves from S (cells 1..N, two empty cells after them) to T in the
//         same place, or -1. A move takes two neighbouring stones, in order, into the
//         two empty cells, which are always neighbours.
// Method: print -1 at once if S and T hold different numbers of black stones. Else run a
//         BFS from both ends over rows (black cells as bits, and where the empty pair is),
//         one bitset of seen rows per side, until a new row is one the other side has seen.
// Cost:   at most (N + 1) * 2^N = 245,760 rows, a 30 KB bitset per side; the farthest
//         pair for N = 14 is 10 moves. Timings: docs/benchmarks.md.
// Adapt:  the moves are `Row::moves`; MOST_STONES may grow while (N + 1) * 2^N bits fit.
//         Proofs and measurements: docs/bins/abc361_go_stones.md.

use std::io::{self, Read, Write};

/// The most stones the statement allows (N <= 14): rows of N + 2 cells fit a u32's low 16
/// bits, and the empty pair's place the bits above.
const MOST_STONES: usize = 14;

/// A row of N + 2 cells: bit i is set where cell i holds a black stone (empty cells are 0),
/// and `empty` is the first of the two empty cells. Four bytes, as the layers are most of
/// the memory the search touches.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Row {
    black: u16,
    empty: u16,
}

impl Row {
    /// The row's number below (N + 1) * 2^N: the empty pair's place, then the N stones'
    /// colours in order (the empty cells' bits squeezed out).
    fn index(self, n: u32) -> usize {
        let (black, empty) = (u32::from(self.black), u32::from(self.empty));
        let low = black & ((1 << empty) - 1);
        ((empty << n) | low | black >> (empty + 2) << empty) as usize
    }

    /// Every row one move away: the stones on x and x + 1 (both stones, so x + 1 < empty
    /// or x > empty + 1) move, in order, to the empty pair, which moves to x.
    fn moves(self, n: u32, mut each: impl FnMut(Row)) {
        // x runs over 0..=n but empty - 1, empty and empty + 1, one set bit each (a loop
        // testing every x took 40% longer).
        let mut xs = ((1u32 << (n + 1)) - 1) & !(7u32 << self.empty >> 1);
        while xs != 0 {
            let x = xs.trailing_zeros() as u16;
            xs &= xs - 1;
            let pair = self.black >> x & 3;
            let black = (self.black & !(3 << x)) | pair << self.empty;
            each(Row { black, empty: x });
        }
    }
}

/// One side of the search: the rows it has seen (a bit each, by [`Row::index`]), its last
/// layer and its depth.
struct Side {
    seen: Vec<u64>,
    layer: Vec<Row>,
    depth: u32,
}

impl Side {
    fn new(root: Row, n: u32) -> Side {
        let mut seen = vec![0u64; (((n + 1) << n) as usize + 63) / 64];
        let i = root.index(n);
        seen[i / 64] |= 1 << (i % 64);
        Side {
            seen,
            layer: vec![root],
            depth: 0,
        }
    }

    /// Grows the next layer; true as soon as a new row is one `other` has seen.
    fn grow(&mut self, other: &Side, n: u32) -> bool {
        self.depth += 1;
        let layer = std::mem::take(&mut self.layer);
        let (seen, next) = (&mut self.seen, &mut self.layer);
        next.reserve(3 * layer.len());
        for &row in &layer {
            let mut met = false;
            row.moves(n, |to| {
                let i = to.index(n);
                let (word, bit) = (i / 64, 1u64 << (i % 64));
                // No row is seen by both sides before they meet: only new rows are looked up.
                if seen[word] & bit == 0 {
                    met |= other.seen[word] & bit != 0;
                    seen[word] |= bit;
                    next.push(to);
                }
            });
            if met {
                return true;
            }
        }
        false
    }
}

/// The fewest moves from `start` to `target` (both with the empty pair after the N stones),
/// or `None`. Bidirectional BFS, the smaller layer grown first: when a row new to the grown
/// side (depth f) is one the other side (depth b) has seen, f + b moves join the two, and no
/// fewer can: the grown side's layers up to f - 1 and the other's up to b were complete and
/// met nowhere, so every path is longer than f - 1 + b.
fn fewest(start: Row, target: Row, n: u32) -> Option<u32> {
    if start == target {
        return Some(0);
    }
    let (mut ahead, mut back) = (Side::new(start, n), Side::new(target, n));
    loop {
        let (grown, other) = match ahead.layer.len() <= back.layer.len() {
            true => (&mut ahead, &back),
            false => (&mut back, &ahead),
        };
        if grown.layer.is_empty() {
            return None;
        }
        if grown.grow(other, n) {
            return Some(grown.depth + other.depth);
        }
    }
}

/// Reads N, S and T: the start and target rows, and N.
pub fn parse(input: &str) -> Result<(u32, u32, u32), String> {
    let mut words = words(input)?;
    let n = match words.next().map(|w| (w, w.parse::<u64>())) {
        None => return Err("empty input: expected N, then S and T".into()),
        Some((_, Ok(n))) if (2..=MOST_STONES as u64).contains(&n) => n as u32,
        Some((_, Ok(n))) => return Err(format!("N = {n} is outside 2..={MOST_STONES}")),
        Some((w, Err(_))) => return Err(format!("N '{}' is not a number", clip(w))),
    };
    let mut row = |name: &str| -> Result<u32, String> {
        let word = words
            .next()
            .ok_or_else(|| format!("missing {name}: expected {n} characters B/W"))?;
        if word.len() != n as usize || word.bytes().any(|b| b != b'B' && b != b'W') {
            return Err(format!("{name} '{}' is not {n} characters B/W", clip(word)));
        }
        Ok(word
            .bytes()
            .rev()
            .fold(0, |bits, b| bits << 1 | u32::from(b == b'B')))
    };
    let (s, t) = (row("S")?, row("T")?);
    if let Some(extra) = words.next() {
        return Err(format!(
            "'{}' after T: expected only N, S and T",
            clip(extra)
        ));
    }
    Ok((n, s, t))
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let (n, s, t) = parse(input)?;
    // A move keeps every stone's colour, so the black stones' count never changes.
    let moves = match s.count_ones() == t.count_ones() {
        true => {
            let row = |black: u32| Row {
                black: black as u16,
                empty: n as u16,
            };
            fewest(row(s), row(t), n)
        }
        false => None,
    };
    Ok(match moves {
        Some(m) => format!("{m}\n"),
        None => "-1\n".to_string(),
    })
}

/// The longest input read: it bounds memory and time whatever is piped in.
const MAX_INPUT: u64 = 1 << 22;

/// Standard input as text, at most [`MAX_INPUT`] bytes of it.
fn read_input() -> Result<String, String> {
    let mut bytes = Vec::new();
    io::stdin()
        .lock()
        .take(MAX_INPUT + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read standard input: {e}"))?;
    if bytes.len() as u64 > MAX_INPUT {
        return Err(format!(
            "input longer than {MAX_INPUT} bytes: no valid input is that long"
        ));
    }
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let byte = e.as_bytes()[at];
        format!(
            "byte 0x{byte:02X} at position {} is not valid UTF-8",
            at + 1
        )
    })
}

/// The input's whitespace-separated words; any byte but printable ASCII, space, tab and
/// line breaks (a BOM, NUL) is refused by position, as it could hide inside a word.
fn words(input: &str) -> Result<std::str::SplitAsciiWhitespace<'_>, String> {
    let allowed = |b: &u8| b.is_ascii_graphic() || matches!(b, b' ' | b'\t' | b'\n' | b'\r');
    match input.bytes().position(|b| !allowed(&b)) {
        Some(at) => Err(format!(
            "byte 0x{:02X} at position {} is not part of a valid input",
            input.as_bytes()[at],
            at + 1
        )),
        None => Ok(input.split_ascii_whitespace()),
    }
}

/// At most 20 characters of a word, for error messages.
fn clip(word: &str) -> String {
    let mut clipped: String = word.chars().take(20).collect();
    if clipped.len() < word.len() {
        clipped.push_str("...");
    }
    clipped
}

fn main() {
    let answer = read_input().and_then(|input| solve(&input));
    let written = answer.and_then(|output| {
        let mut out = io::stdout().lock();
        match out.write_all(output.as_bytes()).and_then(|()| out.flush()) {
            // A reader that has gone away is not an error: the answer is dropped.
            Err(e) if e.kind() != io::ErrorKind::BrokenPipe => Err(format!("stdout: {e}")),
            _ => Ok(()),
        }
    });
    if let Err(message) = written {
        let _ = writeln!(io::stderr(), "error: {message}");
        std::process::exit(1);
    }
}
