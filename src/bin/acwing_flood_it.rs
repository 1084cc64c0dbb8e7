// AcWing 194 涂满它!: https://www.acwing.com/problem/content/196/ (HDU 4127 Flood-it!)
// Input:  at most 20 cases of N (1-8) and N rows of N colours (0-5), until 0.
// Output: per case, the fewest steps that make the board one colour.
// Method: the board as 64-bit masks, one a colour, the flooded region a mask. IDA* on the
//         larger of two bounds: the colours left outside the region, and the rounds needed
//         if a step could take every neighbouring colour at once. A step that takes the last
//         cells of a colour is taken at once; regions that failed are remembered.
// Cost:   at most 6 steps a node (one a colour), each a few mask operations; the hardest
//         of 20,000 random 8 x 8 boards needs 16 steps (times: docs/benchmarks.md).
// Adapt:  more colours: COLOURS (up to 64); more boards: MOST_BOARDS. Proofs and the hard
//         boards: docs/bins/acwing_flood_it.md.

use std::io::{self, Read, Write};

/// The number of colours, 0 to COLOURS - 1.
const COLOURS: usize = 6;

/// The largest N read: a board is a 64-bit mask, row r and column c at bit 8 r + c.
const LARGEST_N: usize = 8;

/// The most boards an input holds (the statement's limit): more are refused before any is
/// solved, so a long input of hard boards cannot run for minutes.
const MOST_BOARDS: usize = 20;

/// The cells of column 0 and of column 7, so that a shift along a row does not wrap.
const COLUMN_0: u64 = 0x0101_0101_0101_0101;
const COLUMN_7: u64 = COLUMN_0 << 7;

/// Regions remembered as failed: 2^16 slots, each a region and the steps it failed within.
const FAILED_SLOTS: usize = 1 << 16;

/// One board: its cells, a mask per colour, and what the search keeps.
struct Board {
    cells: u64,
    colour: [u64; COLOURS],
    /// For a slot of `failed`, a region and a depth: the region cannot finish within it.
    failed: Vec<(u64, u32)>,
}

impl Board {
    /// The cells next to `region`, on the board.
    fn beside(&self, region: u64) -> u64 {
        let across = ((region << 1) & !COLUMN_0) | ((region >> 1) & !COLUMN_7);
        (across | region << 8 | region >> 8) & self.cells
    }

    /// `region` grown through the cells of `within` it touches, and theirs, and so on.
    fn grow(&self, mut region: u64, within: u64) -> u64 {
        loop {
            let next = region | (self.beside(region) & within);
            if next == region {
                return region;
            }
            region = next;
        }
    }

    /// The region after a step to colour `c`.
    fn step(&self, region: u64, c: usize) -> u64 {
        self.grow(region, self.colour[c])
    }

    /// A lower bound on the steps left, at most `most + 1`: each step takes at most one
    /// colour's last cells, and at most one ring of neighbouring blobs (a round that takes
    /// the blobs of every colour next to the region reaches at least as far as any step).
    fn bound(&self, region: u64, most: u32) -> u32 {
        let left = self.colour.iter().filter(|&&c| c & !region != 0).count() as u32;
        if left > most {
            return left;
        }
        let (mut rounds, mut reached) = (0, region);
        while reached != self.cells && rounds <= most {
            let ring = self.beside(reached) & !reached;
            for c in &self.colour {
                if ring & c != 0 {
                    reached |= self.grow(ring & c, *c);
                }
            }
            rounds += 1;
        }
        left.max(rounds)
    }

    /// Whether `region` can make the board one colour within `left` steps: IDA*'s
    /// depth-first search, the steps that take the most cells first.
    fn finishes(&mut self, region: u64, left: u32) -> bool {
        if region == self.cells {
            return true;
        }
        if self.bound(region, left) > left {
            return false;
        }
        let slot = (region.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 48) as usize;
        if self.failed[slot].0 == region && self.failed[slot].1 >= left {
            return false;
        }
        let ring = self.beside(region) & !region;
        let mut next = [(0, 0); COLOURS];
        let mut count = 0;
        for c in (0..COLOURS).filter(|&c| ring & self.colour[c] != 0) {
            let grown = self.step(region, c);
            // A step that takes a colour's last cells is as good as any first step: every
            // way must take those cells with a step to that colour, and taking them now
            // leaves a region at least as large after each of its other steps.
            if self.colour[c] & !grown == 0 {
                (next[0], count) = ((grown.count_ones(), grown), 1);
                break;
            }
            next[count] = (grown.count_ones(), grown);
            count += 1;
        }
        next[..count].sort_unstable_by(|a, b| b.cmp(a));
        for &(_, grown) in &next[..count] {
            if self.finishes(grown, left - 1) {
                return true;
            }
        }
        self.failed[slot] = (region, left);
        false
    }
}

/// The fewest steps for a board given as N rows of colours.
fn fewest(n: usize, colours: &[usize]) -> u32 {
    let mut board = Board {
        cells: 0,
        colour: [0; COLOURS],
        failed: vec![(0, 0); FAILED_SLOTS],
    };
    for (i, &c) in colours.iter().enumerate() {
        let bit = 1u64 << (i / n * 8 + i % n);
        board.cells |= bit;
        board.colour[c] |= bit;
    }
    let start = board.step(1, colours[0]);
    let mut limit = board.bound(start, 0);
    while !board.finishes(start, limit) {
        limit += 1;
    }
    limit
}

/// Reads the colours of an N x N board.
fn colours<'a>(words: &mut impl Iterator<Item = &'a str>, n: usize) -> Result<Vec<usize>, String> {
    let mut colours = Vec::with_capacity(n * n);
    for i in 0..n * n {
        let word = words.next().ok_or(format!(
            "the input ends before cell {} {}",
            i / n + 1,
            i % n + 1
        ))?;
        match word.parse::<usize>() {
            Ok(c) if c < COLOURS => colours.push(c),
            _ => {
                return Err(format!(
                    "cell {} {}: '{}' is not a colour 0-{}",
                    i / n + 1,
                    i % n + 1,
                    clip(word),
                    COLOURS - 1
                ))
            }
        }
    }
    Ok(colours)
}

/// The whole program: input text to output text. Every board is read before any is solved.
pub fn solve(input: &str) -> Result<String, String> {
    let mut words = words(input)?;
    let mut boards = Vec::new();
    loop {
        let n = match words.next() {
            // The closing 0 may be missing: the input's end after a board closes it too.
            None if !boards.is_empty() => break,
            None => return Err("the input ends before N".to_string()),
            Some(word) => match word.parse::<usize>() {
                Ok(n) if n <= LARGEST_N => n,
                _ => return Err(format!("N must be 1-{LARGEST_N}, not '{}'", clip(word))),
            },
        };
        if n == 0 {
            if let Some(extra) = words.next() {
                return Err(format!("'{}' after the closing 0", clip(extra)));
            }
            break;
        }
        if boards.len() == MOST_BOARDS {
            return Err(format!(
                "more than {MOST_BOARDS} boards: the statement allows at most {MOST_BOARDS}"
            ));
        }
        boards.push((n, colours(&mut words, n)?));
    }
    let mut out = String::new();
    for (n, board) in &boards {
        out += &format!("{}\n", fewest(*n, board));
    }
    Ok(out)
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
