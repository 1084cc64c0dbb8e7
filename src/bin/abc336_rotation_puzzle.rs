// AtCoder ABC336 F Rotation Puzzle: https://atcoder.jp/contests/abc336/tasks/abc336_f
// Input:  H W (3 <= H, W <= 8), then H lines of W numbers: 1..H*W once each.
// Output: the fewest moves (at most 20) to 1..H*W in reading order, or -1; a move turns
//         the (H-1)x(W-1) rectangle at top-left (1+x, 1+y), x, y in {0, 1}, by 180 degrees.
// Method: search 10 moves from each side and meet in the middle; never repeat the last
//         move (each move undoes itself). A row is a u64, so a turn swaps each row's
//         bytes. The goal side keeps each distinct grid's hash and moves; a replay confirms
//         equal hashes, so a shared hash costs time, never an answer.
// Cost:   4 * 3^9 = 78,732 leaves per side, whatever the grid; the goal side's fit in a
//         1 MB table. Timings: docs/benchmarks.md.
// Adapt:  the moves are `Grid::play`; MOST_MOVES (20) and HALF (10) bound the search.
//         Proofs and measurements: docs/bins/abc336_rotation_puzzle.md.

use std::io::{self, Read, Write};

/// The most moves the statement asks about, and how deep each side goes.
const MOST_MOVES: u32 = 20;
const HALF: u32 = MOST_MOVES / 2;
/// A grid: row r is word r, its numbers (0-based) a byte each, column c in byte c.
type Cells = [u64; 8];

/// `WEIGHT[r]`: the multiplier of row r's word in a grid's hash (odd, well mixed).
const WEIGHT: [u64; 8] = [
    0x9E37_79B9_7F4A_7C15,
    0xBF58_476D_1CE4_E5B9,
    0x94D0_49BB_1331_11EB,
    0xD6E8_FEB8_6659_FD93,
    0xA076_1D64_78BD_642F,
    0xE703_7ED1_A0B4_28DB,
    0x8EBC_6AF0_9C88_C6E3,
    0x5899_65CC_7537_4CC3,
];

/// The shape, and per move the bytes of a row that turn and how to move them. Move
/// m = 2x + y turns rows 1+x..=H-1+x and columns 1+y..=W-1+y (1-based) by 180 degrees: row
/// r takes row H + 2x - r reversed, column c taking column W + 2y - c.
struct Grid {
    h: usize,
    /// Per move: the turned columns' bytes, and the shifts that put byte c of a
    /// byte-swapped row (now at 7 - c) at W + 2y - c (0-based: w - 2 + 2y - c).
    turn: [(u64, u32, u32); 4],
}

impl Grid {
    fn new(h: usize, w: usize) -> Grid {
        let turn = std::array::from_fn(|m| {
            let (y, to) = (m % 2, w - 2 + 2 * (m % 2));
            let mask = ((1u64 << (8 * (w - 1))) - 1) << (8 * y);
            match to <= 7 {
                true => (mask, 8 * (7 - to) as u32, 0),
                false => (mask, 0, 8 * (to - 7) as u32),
            }
        });
        Grid { h, turn }
    }

    /// The grid after move `m`.
    fn play(&self, grid: &Cells, m: usize) -> Cells {
        let (x, (mask, right, left)) = (m / 2, self.turn[m]);
        let mut next = *grid;
        for i in 0..self.h - 1 {
            let from = grid[x + self.h - 2 - i].swap_bytes() >> right << left;
            next[x + i] = (grid[x + i] & !mask) | (from & mask);
        }
        next
    }

    fn hash(grid: &Cells) -> u64 {
        let sum = grid.iter().zip(&WEIGHT);
        let h = sum.fold(0u64, |h, (&row, &k)| h.wrapping_add(row.wrapping_mul(k)));
        (h ^ h >> 31).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    /// `start` after the moves `seq` (2 bits each, the first lowest), `len` of them.
    fn replay(&self, start: &Cells, seq: u32, len: u32) -> Cells {
        (0..len).fold(*start, |g, i| self.play(&g, (seq >> (2 * i) & 3) as usize))
    }

    /// Every sequence of at most HALF moves from `grid` that never repeats its last move,
    /// depth first: `visit(grid, hash, depth, moves)`; a `false` from it prunes the
    /// sequences that extend that one.
    fn walk(&self, grid: &Cells, visit: &mut impl FnMut(&Cells, u64, u32, u32) -> bool) {
        self.walk_from(grid, 0, 0, 4, visit);
    }

    fn walk_from(
        &self,
        grid: &Cells,
        depth: u32,
        seq: u32,
        last: usize,
        visit: &mut impl FnMut(&Cells, u64, u32, u32) -> bool,
    ) {
        if !visit(grid, Grid::hash(grid), depth, seq) || depth == HALF {
            return;
        }
        for m in (0..4).filter(|&m| m != last) {
            let next = self.play(grid, m);
            self.walk_from(&next, depth + 1, seq | (m as u32) << (2 * depth), m, visit);
        }
    }
}

/// The goal side: each distinct grid within HALF moves of the goal, by its hash, in 2^14
/// buckets of 16 entries (1 MB; with 2^13 the runs grew long enough to cost more than the
/// cache saved), a full bucket spilling into the next. An entry is 8 more bits of the hash
/// (never 0), 1 + the depth (4 bits) and the moves (20 bits); 0 is empty.
struct Table {
    slots: Vec<u32>,
}

const BUCKETS: usize = 1 << 14;
/// All the slots: a power of two, so a wrap is a mask.
const SLOTS: usize = 16 * BUCKETS;

impl Table {
    /// Where the entries for `hash` start, and the tag they carry.
    fn home(hash: u64) -> (usize, u32) {
        let bucket = (hash >> 50) as usize & (BUCKETS - 1);
        (16 * bucket, (hash >> 43 & 255) as u32 | 1)
    }

    fn depth_and_moves(entry: u32) -> (u32, u32) {
        ((entry >> 20 & 15) - 1, entry & 0xF_FFFF)
    }

    /// The entries that may hold `hash`'s grid: their depth and moves.
    fn matches(&self, hash: u64) -> impl Iterator<Item = (u32, u32)> + '_ {
        let (home, tag) = Table::home(hash);
        let slots = &self.slots;
        let run = (home..).map(move |i| slots[i & (SLOTS - 1)]);
        let run = run.take_while(|&e| e != 0).filter(move |&e| e >> 24 == tag);
        run.map(Table::depth_and_moves)
    }

    /// Adds `grid` (reached from the goal by `moves`, `depth` of them) unless the table
    /// holds it already (`replay` confirms), which then keeps the smaller depth.
    fn add(
        &mut self,
        grid: &Cells,
        hash: u64,
        (depth, moves): (u32, u32),
        replay: impl Fn(u32, u32) -> Cells,
    ) {
        let (mut i, tag) = Table::home(hash);
        let entry = tag << 24 | (depth + 1) << 20 | moves;
        while self.slots[i] != 0 {
            let e = self.slots[i];
            let (d, m) = Table::depth_and_moves(e);
            if e >> 24 == tag && replay(m, d) == *grid {
                if depth < d {
                    self.slots[i] = entry;
                }
                return;
            }
            i = (i + 1) & (SLOTS - 1);
        }
        self.slots[i] = entry;
    }
}

/// The fewest moves from `start` to the sorted grid, if at most MOST_MOVES.
/// Every sequence of at most MOST_MOVES moves is a first half of at most HALF moves from the start
/// and a second half of at most HALF, whose reverse (each move undoes itself) reaches the
/// same grid from the goal. So the answer is the least d1 + d2 over a start sequence and a
/// goal sequence that reach the same grid. Equal grids have equal hashes; grids whose hash
/// tops agree are replayed and compared, so two grids sharing one cost time, never an
/// answer.
fn fewest(h: usize, w: usize, start: &Cells) -> Option<u32> {
    let grid = Grid::new(h, w);
    // Cells past h x w hold 0 in every grid, as `parse` leaves them.
    let mut sorted = [0u64; 8];
    for p in 0..h * w {
        sorted[p / w] |= (p as u64) << (8 * (p % w));
    }
    let mut goal = Table {
        slots: vec![0; SLOTS],
    };
    grid.walk(&sorted, &mut |g, hash, depth, seq| {
        goal.add(g, hash, (depth, seq), |s, d| grid.replay(&sorted, s, d));
        true
    });
    let mut best = MOST_MOVES + 1;
    grid.walk(start, &mut |g, hash, d1, _| {
        for (d2, seq) in goal.matches(hash) {
            if d1 + d2 < best && grid.replay(&sorted, seq, d2) == *g {
                best = d1 + d2;
            }
        }
        // A longer first half can only do better if d1 + 1 < best.
        d1 + 1 < best
    });
    Some(best).filter(|&b| b <= MOST_MOVES)
}

/// Reads H, W and the grid; returns H, W and the numbers minus one.
pub fn parse(input: &str) -> Result<(usize, usize, Cells), String> {
    let mut words = words(input)?;
    let mut side = |name: &str| -> Result<usize, String> {
        match words.next().map(|w| (w, w.parse::<u64>())) {
            None => Err(format!("missing {name}: expected H W, then the grid")),
            Some((_, Ok(n))) if (3..=8).contains(&n) => Ok(n as usize),
            Some((_, Ok(n))) => Err(format!("{name} = {n} is outside 3..=8")),
            Some((w, Err(_))) => Err(format!("{name} '{}' is not a number", clip(w))),
        }
    };
    let (h, w) = (side("H")?, side("W")?);
    let cells = h * w;
    let (mut grid, mut count) = ([0u64; 8], 0);
    let mut present = [false; 64];
    for word in words {
        let v = match word.parse::<u64>() {
            Ok(v) if (1..=cells as u64).contains(&v) => v as usize,
            Ok(v) => return Err(format!("{v} is outside 1..={cells}")),
            Err(_) => return Err(format!("'{}' is not a number", clip(word))),
        };
        if count == cells {
            return Err(format!(
                "more than {cells} numbers: expected an {h}x{w} grid"
            ));
        }
        if present[v - 1] {
            return Err(format!("{v} appears twice"));
        }
        present[v - 1] = true;
        grid[count / w] |= ((v - 1) as u64) << (8 * (count % w));
        count += 1;
    }
    if count < cells {
        return Err(format!(
            "expected {cells} numbers (an {h}x{w} grid), got {count}"
        ));
    }
    Ok((h, w, grid))
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let (h, w, grid) = parse(input)?;
    Ok(match fewest(h, w, &grid) {
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
