// CSES 1670 Swap Game: https://cses.fi/problemset/task/1670
// Input:  three lines of three integers, 1-9 once each.
// Output: the fewest swaps of adjacent numbers that reach `1 2 3 / 4 5 6 / 7 8 9`.
// Method: IDA* on max(cycles, Manhattan / 2) raised to the answer's parity; it tries
//         commuting swaps in one order only and never repeats a swap.
// Cost:   the farthest grid (reversed, 16 swaps) expands 15,372 nodes. Timings:
//         docs/benchmarks.md.
// Adapt:  GOAL may be any arrangement; the bounds are `cycles` and `manhattan`, the search
//         `Search::dfs`.
//         Proofs: docs/bins/cses_swap_game.md.

use std::io::{self, Read, Write};

/// The goal in reading order: any arrangement of 1-9.
const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
/// `GOAL_CELL[v - 1]`: the cell of number v in [`GOAL`].
const GOAL_CELL: [u8; 9] = {
    let mut cell = [9; 9];
    let mut i = 0;
    while i < 9 {
        let v = GOAL[i] as usize;
        assert!(
            v >= 1 && v <= 9 && cell[v - 1] == 9,
            "GOAL must hold 1-9 once each"
        );
        cell[v - 1] = i as u8;
        i += 1;
    }
    cell
};

/// The twelve pairs of orthogonally adjacent cells: six in rows, six in columns.
const SWAPS: [(usize, usize); 12] = [
    (0, 1),
    (1, 2),
    (3, 4),
    (4, 5),
    (6, 7),
    (7, 8),
    (0, 3),
    (3, 6),
    (1, 4),
    (4, 7),
    (2, 5),
    (5, 8),
];

/// The distance of number `value` (minus one) at `cell` from its own cell.
fn manhattan(value: u8, cell: usize) -> u32 {
    let home = usize::from(value);
    ((home / 3).abs_diff(cell / 3) + (home % 3).abs_diff(cell % 3)) as u32
}

/// The number of cycles of the grid as a permutation (cell i holds number `grid[i]`).
fn cycles(grid: &[u8; 9]) -> u32 {
    let mut seen = 0u32;
    let mut count = 0;
    for start in 0..9 {
        let mut cell = start;
        count += u32::from(seen & 1 << cell == 0);
        while seen & 1 << cell == 0 {
            seen |= 1 << cell;
            cell = usize::from(grid[cell]);
        }
    }
    count
}

/// Whether swaps `i` and `j` of [`SWAPS`] exchange four different cells (so they commute).
fn disjoint(i: usize, j: usize) -> bool {
    let ((a, b), (c, d)) = (SWAPS[i], SWAPS[j]);
    a != c && a != d && b != c && b != d
}

/// One IDA* search: the grid and its summed Manhattan distance, updated and restored per
/// swap; no allocation.
struct Search {
    grid: [u8; 9],
    manhattan: u32,
    /// The parity of the number of swaps any answer needs.
    parity: u32,
    bound: u32,
    next_bound: u32,
    /// Grids visited so far, and the most to visit before giving up.
    nodes: u64,
    budget: u64,
}

impl Search {
    /// Searches below the current grid, reached in `g` swaps, the last being `last`.
    fn dfs(&mut self, g: u32, last: usize) -> bool {
        // Lower bounds: a swap moves two numbers one step each (Manhattan / 2) and changes the
        // cycle count by one (9 - cycles); each swap flips the parity, so the swaps left have
        // a known parity. The cheap bound first: most cut-offs need no cycle count.
        let left = (self.parity + g) % 2;
        let round = |h: u32| h + (h + left) % 2;
        let by_distance = round((self.manhattan + 1) / 2);
        let h = if g + by_distance > self.bound {
            by_distance
        } else {
            by_distance.max(9 - cycles(&self.grid))
        };
        if g + h > self.bound {
            self.next_bound = self.next_bound.min(g + h);
            return false;
        }
        if h == 0 {
            return true;
        }
        self.nodes += 1;
        if self.nodes > self.budget {
            return false;
        }
        for (i, &(a, b)) in SWAPS.iter().enumerate() {
            if i == last || (last < SWAPS.len() && i < last && disjoint(i, last)) {
                continue;
            }
            let (x, y) = (self.grid[a], self.grid[b]);
            let before = manhattan(x, a) + manhattan(y, b);
            let after = manhattan(x, b) + manhattan(y, a);
            self.manhattan = self.manhattan + after - before;
            self.grid.swap(a, b);
            if self.dfs(g + 1, i) {
                return true;
            }
            self.grid.swap(a, b);
            self.manhattan = self.manhattan + before - after;
        }
        false
    }
}

/// Fewest swaps from `start` (numbers minus one) to the sorted grid.
pub fn distance(start: [u8; 9]) -> u32 {
    // No budget: the search always ends (h is a lower bound and 0 only at the sorted grid).
    distance_within(start, u64::MAX).unwrap_or(0)
}

/// [`distance`], or `None` once the search has visited more than `budget` grids: what tests
/// call, so that a broken bound fails instead of hanging.
pub fn distance_within(start: [u8; 9], budget: u64) -> Option<u32> {
    let mut search = Search {
        grid: start,
        manhattan: (0..9).map(|cell| manhattan(start[cell], cell)).sum(),
        parity: (9 - cycles(&start)) % 2,
        bound: 0,
        next_bound: 0,
        nodes: 0,
        budget,
    };
    loop {
        search.next_bound = u32::MAX;
        if search.dfs(0, SWAPS.len()) {
            return Some(search.bound);
        }
        if search.nodes > budget {
            return None;
        }
        search.bound = search.next_bound;
    }
}

/// Reads nine integers, each of 1..=9 once; returns them minus one.
pub fn parse(input: &str) -> Result<[u8; 9], String> {
    let mut grid = [0u8; 9];
    let mut present = [false; 9];
    let mut count = 0;
    for token in words(input)? {
        let value = match token.parse::<u64>() {
            Ok(value) if (1..=9).contains(&value) => value as u8,
            Ok(value) => return Err(format!("{value} is outside 1..=9")),
            Err(_) => return Err(format!("'{}' is not a number 1-9", clip(token))),
        };
        if count == 9 {
            return Err("more than 9 numbers: expected a 3×3 grid of 1..=9".into());
        }
        if present[usize::from(value - 1)] {
            return Err(format!("{value} appears twice"));
        }
        present[usize::from(value - 1)] = true;
        grid[count] = value - 1;
        count += 1;
    }
    if count < 9 {
        return Err(format!(
            "expected 9 numbers (a 3×3 grid of 1..=9), got {count}"
        ));
    }
    Ok(grid)
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    // Each number renamed to its cell in GOAL: swaps move cells, whatever they hold, so the
    // renamed grid sorts in exactly as many swaps as the grid reaches GOAL.
    let grid = parse(input)?.map(|value| GOAL_CELL[usize::from(value)]);
    Ok(format!("{}\n", distance(grid)))
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
