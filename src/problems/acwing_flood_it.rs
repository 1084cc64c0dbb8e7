//! AcWing 194 涂满它! (HDU 4127 Flood-it!): at most 20 boards of N × N colours 0-5 until
//! `0`; a step paints the region joined to the top-left cell one colour; print the fewest
//! steps that make the board one colour. Judge bin: `acwing_flood_it`.
//!
//! Two solvers written apart from the bin (64-bit masks, two bounds, a table of failed
//! regions): a breadth-first search over every region a board can reach, for the small
//! boards, and the textbook IDA* whose bound is the number of colours left outside the
//! region, over a grid of marks (in the region, beside it, neither), for any board.
//!
//! ```
//! use eight_puzzle::problems::acwing_flood_it::{breadth_first, parse, textbook};
//!
//! let boards = parse("2\n0 0\n0 0\n3\n0 1 2\n1 1 2\n2 2 1\n0\n").unwrap();
//! assert_eq!(boards.iter().map(textbook).collect::<Vec<_>>(), vec![0, 3]);
//! assert_eq!(breadth_first(&boards[1]), 3);
//! ```

use crate::check::{check_with, exact_integers, Verdict};
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{draw, draw_in_reach, Reach};
use crate::tables::Tables;
use crate::text::{clip, words};
use crate::wrong::{Attempt, How, Wrong};
use std::collections::{HashSet, VecDeque};

/// The colours, 0 to 5.
pub const COLOURS: u8 = 6;

/// The largest N.
pub const MOST_N: usize = 8;

/// The most boards an input holds: the statement's "no more than 20 test cases".
pub const MOST_BOARDS: usize = 20;

/// A board: N rows of N colours.
pub type Grid = Vec<Vec<u8>>;

/// Marks of a board's cells, row by row: 1 in the region joined to the top-left cell, 2
/// beside it (a neighbour of another colour), 0 neither.
type Marks = [u8; MOST_N * MOST_N];

/// The marks after painting the region `colour`: it takes every cell beside it of that
/// colour, and theirs, by depth-first search over the grid.
fn paint(grid: &Grid, marks: &mut Marks, colour: u8) {
    let n = grid.len();
    let mut stack: Vec<usize> = (0..n * n)
        .filter(|&i| i == 0 || (marks[i] == 2 && grid[i / n][i % n] == colour))
        .collect();
    for &i in &stack {
        marks[i] = 1;
    }
    while let Some(i) = stack.pop() {
        let (r, c) = (i / n, i % n);
        let near = [
            (r.wrapping_sub(1), c),
            (r + 1, c),
            (r, c.wrapping_sub(1)),
            (r, c + 1),
        ];
        for (nr, nc) in near.into_iter().filter(|&(nr, nc)| nr < n && nc < n) {
            let j = nr * n + nc;
            if marks[j] == 1 {
                continue;
            }
            if grid[nr][nc] == colour {
                marks[j] = 1;
                stack.push(j);
            } else {
                marks[j] = 2;
            }
        }
    }
}

/// The number of colours among the cells outside the region.
fn colours_left(grid: &Grid, marks: &Marks) -> u32 {
    let n = grid.len();
    let mut seen = [false; COLOURS as usize];
    for i in (0..n * n).filter(|&i| marks[i] != 1) {
        seen[grid[i / n][i % n] as usize] = true;
    }
    seen.iter().filter(|&&s| s).count() as u32
}

/// The textbook: IDA* over the marks, its bound the colours left (a step removes at most
/// one), trying every colour that some cell beside the region has.
pub fn textbook(grid: &Grid) -> u32 {
    let mut marks = [0; MOST_N * MOST_N];
    paint(grid, &mut marks, grid[0][0]);
    let mut limit = colours_left(grid, &marks);
    while !deepens(grid, &marks, limit) {
        limit += 1;
    }
    limit
}

/// Whether the marked region finishes within `left` steps.
fn deepens(grid: &Grid, marks: &Marks, left: u32) -> bool {
    let n = grid.len();
    let remaining = colours_left(grid, marks);
    if remaining == 0 {
        return true;
    }
    if remaining > left {
        return false;
    }
    for colour in 0..COLOURS {
        if (0..n * n).any(|i| marks[i] == 2 && grid[i / n][i % n] == colour) {
            let mut next = *marks;
            paint(grid, &mut next, colour);
            if deepens(grid, &next, left - 1) {
                return true;
            }
        }
    }
    false
}

/// The region as a set of cells, row by row: the cells joined to the top-left one.
fn region_after(grid: &Grid, region: &[bool], colour: u8) -> Vec<bool> {
    let n = grid.len();
    let mut next = region.to_vec();
    let mut queue: VecDeque<usize> = (0..n * n).filter(|&i| region[i]).collect();
    while let Some(i) = queue.pop_front() {
        let (r, c) = (i / n, i % n);
        let near = [
            (r.wrapping_sub(1), c),
            (r + 1, c),
            (r, c.wrapping_sub(1)),
            (r, c + 1),
        ];
        for (nr, nc) in near.into_iter().filter(|&(nr, nc)| nr < n && nc < n) {
            if !next[nr * n + nc] && grid[nr][nc] == colour {
                next[nr * n + nc] = true;
                queue.push_back(nr * n + nc);
            }
        }
    }
    next
}

/// The fewest steps by breadth-first search over every region the board can reach (the
/// region alone says what is left: cells outside it keep their colours).
pub fn breadth_first(grid: &Grid) -> u32 {
    let n = grid.len();
    let mut start = vec![false; n * n];
    start[0] = true;
    let start = region_after(grid, &start, grid[0][0]);
    let mut seen = HashSet::from([start.clone()]);
    let mut layer = vec![start];
    for depth in 0.. {
        if layer.iter().any(|region| region.iter().all(|&r| r)) {
            return depth;
        }
        let mut next = Vec::new();
        for region in &layer {
            for colour in 0..COLOURS {
                let grown = region_after(grid, region, colour);
                if grown != *region && seen.insert(grown.clone()) {
                    next.push(grown);
                }
            }
        }
        layer = next;
    }
    unreachable!()
}

/// The boards at most this many cells that the oracle searches breadth first; larger ones
/// take the textbook IDA*.
pub const BREADTH_FIRST_CELLS: usize = 16;

/// The oracle: breadth-first search on the small boards, the textbook beyond.
pub fn fewest(grid: &Grid) -> u32 {
    match grid.len() * grid.len() <= BREADTH_FIRST_CELLS {
        true => breadth_first(grid),
        false => textbook(grid),
    }
}

/// Reads the boards as the bin takes them: N (1-8), N × N colours 0-5, until `0` or the
/// input's end after a board; nothing after `0`; at most [`MOST_BOARDS`] boards.
pub fn parse(text: &str) -> Result<Vec<Grid>, String> {
    let w: Vec<&str> = words(text)?.collect();
    let mut grids = Vec::new();
    let mut at = 0;
    while at < w.len() || grids.is_empty() {
        let word = w.get(at).ok_or("the input ends before N")?;
        let n: usize = match word.parse() {
            Ok(n) if n <= MOST_N => n,
            _ => return Err(format!("'{}' is not an N of 0-{MOST_N}", clip(word))),
        };
        if n == 0 {
            return match at + 1 == w.len() {
                true => Ok(grids),
                false => Err("words after the closing 0".into()),
            };
        }
        if grids.len() == MOST_BOARDS {
            return Err(format!("more than {MOST_BOARDS} boards"));
        }
        let cells = w.get(at + 1..at + 1 + n * n).ok_or(format!(
            "board {}: fewer than {n} × {n} colours",
            grids.len() + 1
        ))?;
        let colour = |word: &&str| match word.parse::<u8>() {
            Ok(c) if c < COLOURS => Ok(c),
            _ => Err(format!(
                "board {}: '{}' is not a colour 0-5",
                grids.len() + 1,
                clip(word)
            )),
        };
        let colours: Vec<u8> = cells.iter().map(colour).collect::<Result<_, _>>()?;
        grids.push(colours.chunks(n).map(<[u8]>::to_vec).collect());
        at += 1 + n * n;
    }
    Ok(grids)
}

/// The input text of the boards, closed by `0`.
pub fn to_input(grids: &[Grid]) -> String {
    let mut text = String::new();
    for grid in grids {
        text += &format!("{}\n", grid.len());
        for row in grid {
            let cells: Vec<String> = row.iter().map(u8::to_string).collect();
            text += &(cells.join(" ") + "\n");
        }
    }
    text + "0\n"
}

/// A random board N × N, each cell one of the first `colours` colours.
pub fn random_grid(rng: &mut Mt19937, n: usize, colours: u8) -> Grid {
    (0..n)
        .map(|_| (0..n).map(|_| draw(rng, colours as usize) as u8).collect())
        .collect()
}

/// Every board of N × N cells up to a renaming of the colours: each cell's colour is at
/// most one more than the largest before it (the first is 0), with at most 6 colours.
pub fn every_grid(n: usize) -> Vec<Grid> {
    let mut every = Vec::new();
    let mut cells = vec![0u8; n * n];
    loop {
        every.push(cells.chunks(n).map(<[u8]>::to_vec).collect());
        // The next such string of colours, as a counter whose digits are bounded by the
        // largest digit before them.
        let mut i = n * n;
        loop {
            if i == 1 {
                return every;
            }
            i -= 1;
            let most = cells[..i].iter().max().copied().unwrap_or(0);
            if cells[i] <= most && cells[i] + 1 < COLOURS {
                cells[i] += 1;
                cells[i + 1..].fill(0);
                break;
            }
        }
    }
}

/// The problem, for the registry.
pub struct FloodIt;

/// The problem, as the registry lists it.
pub const PROBLEM: FloodIt = FloodIt;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::one("acwing_flood_it")],
    far_most: FAR_MOST,
    uniform_in_range: true,
    bad: &[
        "",
        "9\n",
        "2\n0 0\n0\n",
        "2\n0 0\n0 6\n0\n",
        "2\n0 0\n0 -1\n0\n",
        "2\n0 0\n0 x\n0\n",
        "2\n0 0\n0 0\n0\n1\n",
        "2\n0 0\n0 0 1\n",
        // 21 boards: one more than the statement allows.
        "1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n1\n0\n0\n",
    ],
    sizes: &[],
    limits: Limits::stated(1000, 64, "AcWing's statement, as a public copy of it reads"),
};

/// The most steps mode 1 serves: 6 × 6 boards drawn until one needs that many, within
/// about 2 s for any seed.
const FAR_MOST: u32 = 12;

/// The known wrong solutions a data pack must fail ([`crate::wrong`]).
static WRONG: [Wrong; 3] = [
    Wrong::limit_one_short_of_gen(FAR_MOST, "-1"),
    Wrong::GOAL_AFTER_A_MOVE,
    Wrong {
        name: "greedy_largest_region",
        source: "docs/bins/acwing_flood_it.md: flood-it is NP-hard, and the first idea, the colour that grows the region most, is not always fewest",
        how: How::Program(|_, input| {
            let grids = parse(input).unwrap_or_default();
            let lines: String = grids.iter().map(|g| format!("{}\n", greedy(g))).collect();
            Attempt::Printed(lines)
        }),
    },
];

/// The steps of the greedy: each step paints the colour that grows the region most (the
/// smallest such colour on a tie), until the board is one colour.
fn greedy(grid: &Grid) -> u32 {
    let n = grid.len();
    let mut region = vec![false; n * n];
    region[0] = true;
    region = region_after(grid, &region, grid[0][0]);
    let mut steps = 0;
    while region.contains(&false) {
        let size = |r: &Vec<bool>| r.iter().filter(|&&x| x).count();
        let grown = (0..COLOURS).map(|colour| region_after(grid, &region, colour));
        region = grown.rev().max_by_key(size).expect("six colours");
        steps += 1;
    }
    steps
}

impl Problem for FloodIt {
    fn spec(&self) -> &'static Spec {
        &SPEC
    }

    fn wrong(&self) -> &'static [Wrong] {
        &WRONG
    }

    fn parses(&self, input: &str) -> Option<bool> {
        Some(parse(input).is_ok())
    }

    fn check(&self, _: &Tables, input: &str, output: &str, answer: Option<&str>) -> Verdict {
        let truth = parse(input).map(|grids| {
            grids
                .iter()
                .map(|g| i64::from(fewest(g)))
                .collect::<Vec<_>>()
        });
        check_with(truth, output, answer, |t, out| {
            exact_integers(t, out, "board")
        })
    }

    /// A board N × N (N = 2 + k mod 5) in the first min(k, 5) + 1 colours: 0 steps at k = 0,
    /// harder as k grows.
    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        let n = 2 + k as usize % 5;
        to_input(&[random_grid(rng, n, k.min(5) as u8 + 1)])
    }

    /// A 6 × 6 board whose fewest steps lie in `reach`, drawn and solved.
    fn far(&self, _: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        let hi = reach.hi.unwrap_or(FAR_MOST).min(FAR_MOST);
        draw_in_reach(rng, reach, (hi, FAR_MOST, 3_000), |rng| {
            let grid = random_grid(rng, 6, COLOURS);
            let steps = textbook(&grid);
            (to_input(&[grid]), (steps <= hi).then_some(steps))
        })
    }

    /// A board N × N (N 1-6) of random colours: the checker's textbook answers larger random
    /// boards in seconds, not milliseconds.
    fn uniform(&self, rng: &mut Mt19937) -> String {
        let n = 1 + draw(rng, 6);
        to_input(&[random_grid(rng, n, COLOURS)])
    }

    /// The statement's most: 20 random 8 × 8 boards of six colours.
    fn fullest(&self, _: &Tables, rng: &mut Mt19937) -> Option<String> {
        let boards: Vec<Grid> = (0..MOST_BOARDS)
            .map(|_| random_grid(rng, MOST_N, COLOURS))
            .collect();
        Some(to_input(&boards))
    }

    /// The statement's boards are 2 × 2 at least (the bin also reads 1 × 1).
    fn for_pack(&self, _: &Tables, input: &str) -> bool {
        parse(input).is_ok_and(|grids| grids.iter().all(|g| g.len() >= 2))
    }

    /// The statement's most: 20 random 8 × 8 boards, then blank lines up to the 4 MiB cap.
    fn largest(&self, rng: &mut Mt19937) -> String {
        let boards: Vec<Grid> = (0..20).map(|_| random_grid(rng, MOST_N, COLOURS)).collect();
        crate::sampling::padded_to_cap(to_input(&boards))
    }

    fn count(&self, _: &Tables, ask: Ask) -> Result<Counted, String> {
        ask.facts(self.name())?;
        Ok(Counted::from(
            "AcWing 194 flood-it: each board is its own space of regions; nothing to count\n"
                .to_string(),
        ))
    }

    fn textbook(&self, input: &str) -> Option<String> {
        let grids = parse(input).ok()?;
        Some(grids.iter().map(|g| format!("{}\n", textbook(g))).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts() {
        let t = Tables::new();
        let input = "2\n0 0\n0 0\n3\n0 1 2\n1 1 2\n2 2 1\n0\n";
        let check = |out: &str| FloodIt.check(&t, input, out, None).exit_code();
        assert_eq!(check("0\n3\n"), 0);
        assert_eq!(check("0\n4\n"), 1);
        assert_eq!(check("0\n"), 2);
        assert_eq!(check("0\nthree\n"), 2);
        assert_eq!(FloodIt.check(&t, "2\n0 0\n", "0", None).exit_code(), 3);
    }

    #[test]
    fn every_grid_counts_the_colourings_up_to_renaming() {
        // The Bell numbers: 1, 2, 5, 15; with at most 6 colours, 9 cells give 21,147 - 499.
        let counts: Vec<usize> = (1..=3).map(|n| every_grid(n).len()).collect();
        assert_eq!(counts, vec![1, 15, 20_648]);
    }
}
