// Luogu P1213 [USACO1.4][IOI1994] 时钟 The Clocks: https://www.luogu.com.cn/problem/P1213
// Input:  nine dials in three rows of three, each 3, 6, 9 or 12 (clocks A-I, row by row).
// Output: the shortest list of moves (1-9, spaces between) that sets every dial to GOAL;
//         of several, the smallest read as a number.
// Method: a move done 4 times does nothing and moves commute, so an answer is a count 0-3
//         per move: meet in the middle over moves 1-4 (256 counts) and 5-9 (1024).
// Cost:   1,280 count vectors, a sort and 256 binary searches; timings: docs/benchmarks.md.
// Adapt:  GOAL may be any dials of 3, 6, 9 and 12.
//         Proof: docs/bins/p1213_clocks.md.

use std::io::{self, Read, Write};

/// The dial every clock must show, clocks A-I row by row.
const GOAL: [u32; 9] = [12; 9];

// GOAL and MOVES checked while compiling.
const _: () = {
    let mut c = 0;
    while c < 9 {
        assert!(
            GOAL[c] % 3 == 0 && GOAL[c] >= 3 && GOAL[c] <= 12,
            "GOAL: dials of 3, 6, 9, 12"
        );
        let letters = MOVES[c].as_bytes();
        let mut i = 0;
        while i < letters.len() {
            assert!(
                letters[i] >= b'A' && letters[i] <= b'I',
                "MOVES: clocks A-I"
            );
            i += 1;
        }
        c += 1;
    }
};

/// The clocks each move turns a quarter (90 degrees clockwise), by letter; move i is MOVES[i - 1].
const MOVES: [&str; 9] = [
    "ABDE", "ABC", "BCEF", "ADG", "BDEFH", "CFI", "DEGH", "GHI", "EFHI",
];

/// What the moves `first..first + n` do to the clocks when move `first + i` is made
/// `(k >> 2i) & 3` times: the quarters each clock turns modulo 4, clock c in bits 2c, 2c + 1.
fn effect(first: usize, n: usize, k: u32) -> u32 {
    let mut turned = [0u32; 9];
    for i in 0..n {
        let count = k >> (2 * i) & 3;
        for clock in MOVES[first + i].bytes() {
            turned[usize::from(clock - b'A')] += count;
        }
    }
    turned
        .iter()
        .enumerate()
        .map(|(c, t)| (t % 4) << (2 * c))
        .sum()
}

/// The move counts of the answer for `need` (the quarters each clock must still turn), or
/// `None` where no moves make them. Of several answers: the fewest moves, then the smallest
/// number.
fn best_counts(need: [u32; 9]) -> Option<[u8; 9]> {
    // Moves 5-9, sorted by what they do, so each count vector of moves 1-4 finds its
    // partners by binary search: 1,024 + 256 count vectors instead of 4^9.
    let mut right: Vec<(u32, u32)> = (0..1 << 10).map(|k| (effect(4, 5, k), k)).collect();
    right.sort_unstable();
    let mut best: Option<[u8; 9]> = None;
    for k in 0..1 << 8 {
        let done = effect(0, 4, k);
        let want: u32 = (0..9)
            .map(|c| ((need[c] + 4 - (done >> (2 * c) & 3)) % 4) << (2 * c))
            .sum();
        let from = right.partition_point(|&(e, _)| e < want);
        for &(_, r) in right[from..].iter().take_while(|&&(e, _)| e == want) {
            let all = k | r << 8;
            let mut counts = [0u8; 9];
            for (i, count) in counts.iter_mut().enumerate() {
                *count = (all >> (2 * i) & 3) as u8;
            }
            if best.map_or(true, |b| key(&counts) < key(&b)) {
                best = Some(counts);
            }
        }
    }
    best
}

/// How answers compare: the fewer moves first, then the smaller number.
fn key(counts: &[u8; 9]) -> (usize, Vec<u8>) {
    let moves = digits(counts);
    (moves.len(), moves)
}

/// The moves of `counts` in ascending order: for a fixed set of moves, the smallest number.
fn digits(counts: &[u8]) -> Vec<u8> {
    let mut moves = Vec::new();
    for (i, &count) in counts.iter().enumerate() {
        for _ in 0..count {
            moves.push(i as u8 + 1);
        }
    }
    moves
}

/// Reads the nine dials: 3, 6, 9 or 12 each, any whitespace between them.
pub fn parse(input: &str) -> Result<[u32; 9], String> {
    let mut dials = [0u32; 9];
    let mut words = words(input)?;
    for (i, dial) in dials.iter_mut().enumerate() {
        let word = words
            .next()
            .ok_or_else(|| format!("expected 9 dials, got {i}"))?;
        *dial = match word {
            "3" => 3,
            "6" => 6,
            "9" => 9,
            "12" => 12,
            _ => return Err(format!("a dial is 3, 6, 9 or 12, got '{}'", clip(word))),
        };
    }
    if let Some(extra) = words.next() {
        return Err(format!("'{}' after the 9 dials", clip(extra)));
    }
    Ok(dials)
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let dials = parse(input)?;
    let mut need = [0u32; 9];
    for c in 0..9 {
        // Quarters clockwise from the dial to the goal's dial.
        need[c] = (GOAL[c] + 12 - dials[c]) / 3 % 4;
    }
    let counts = best_counts(need).ok_or("no list of moves sets these dials to GOAL")?;
    let moves: Vec<String> = digits(&counts).iter().map(u8::to_string).collect();
    Ok(moves.join(" ") + "\n")
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
