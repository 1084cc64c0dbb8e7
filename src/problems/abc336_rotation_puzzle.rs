//! AtCoder ABC336 F Rotation Puzzle: an H×W grid (3 ≤ H, W ≤ 8) of 1..H·W; a move turns
//! one of the four (H−1)×(W−1) rectangles by 180°. The fewest moves, at most 20, to the
//! grid in reading order, or -1. Judge bin: `abc336_rotation_puzzle`.
//!
//! Written apart from the bin (a depth-first meet in the middle over move sequences, keyed by
//! a hash): a turn reverses the rectangle's cells in reading order, and two breadth-first
//! searches of distinct grids, 10 moves from the goal and 10 from the start, in hash maps,
//! meet wherever they share a grid.
//!
//! ```
//! use eight_puzzle::problems::abc336_rotation_puzzle::{parse, Solver};
//!
//! let (h, w, grid) = parse("3 3\n9 4 3\n2 1 8\n7 6 5\n").unwrap();
//! assert_eq!(Solver::new(h, w).fewest(&grid), Some(2));
//! ```

use crate::check::{check_with, exact_integer, Verdict};
use crate::facts::joined;
use crate::fxhash::{FxHashMap, FxHashSet};
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{draw, draw_in_reach, served, shuffle, Reach};
use crate::tables::{Table, Tables};
use crate::text::{clip, words};
use crate::wrong::{How, Wrong};
use std::sync::{Arc, Mutex, PoisonError};

/// The statement's bounds: sides 3..=8, answers up to 20 (10 from each side).
pub const SIDES: std::ops::RangeInclusive<usize> = 3..=8;
pub const MOST: u32 = 20;
pub const HALF: u32 = 10;

/// Parses H, W and the grid (numbers 1..H·W once each, returned as they are).
pub fn parse(text: &str) -> Result<(usize, usize, Vec<u8>), String> {
    let numbers: Vec<u64> = words(text)?
        .map(|w| {
            w.parse()
                .map_err(|_| format!("'{}' is not a number", clip(w)))
        })
        .collect::<Result<_, _>>()?;
    let (h, w) = match numbers[..] {
        [h, w, ..] if SIDES.contains(&(h as usize)) && SIDES.contains(&(w as usize)) => {
            (h as usize, w as usize)
        }
        [_, _, ..] => return Err("H and W must lie in 3..=8".into()),
        _ => return Err("expected H W, then the grid".into()),
    };
    let grid = &numbers[2..];
    let mut sorted = grid.to_vec();
    sorted.sort_unstable();
    if sorted != (1..=(h * w) as u64).collect::<Vec<_>>() {
        return Err(format!("expected 1..={} once each after H W", h * w));
    }
    Ok((h, w, grid.iter().map(|&v| v as u8).collect()))
}

/// The grid after move `m` (x = m / 2, y = m % 2): the rectangle of rows x..x+H−1 and
/// columns y..y+W−1 (0-based) turned by 180°, which reverses its cells in reading order.
pub fn turn(h: usize, w: usize, grid: &[u8], m: usize) -> Vec<u8> {
    let (x, y) = (m / 2, m % 2);
    let cells: Vec<usize> = (x..x + h - 1)
        .flat_map(|r| (y..y + w - 1).map(move |c| r * w + c))
        .collect();
    let mut next = grid.to_vec();
    for (&to, &from) in cells.iter().zip(cells.iter().rev()) {
        next[to] = grid[from];
    }
    next
}

/// The four moves of an H×W grid as permutations: after move m, cell i holds cell
/// `moves[m][i]` of the grid before ([`turn`] on the numbered cells).
fn moves(h: usize, w: usize) -> Vec<Vec<usize>> {
    let cells: Vec<u8> = (0..(h * w) as u8).collect();
    (0..4)
        .map(|m| turn(h, w, &cells, m).into_iter().map(usize::from).collect())
        .collect()
}

/// The four moves of an H×W grid as the pairs of cells each swaps (a turn by 180° swaps
/// each cell of its rectangle with the one opposite).
fn swaps(h: usize, w: usize) -> Vec<Vec<(usize, usize)>> {
    let pairs = |m: Vec<usize>| {
        (0..m.len())
            .filter(|&i| m[i] > i)
            .map(|i| (i, m[i]))
            .collect()
    };
    moves(h, w).into_iter().map(pairs).collect()
}

/// Breadth first from `root` to `depth` moves: calls `reached(grid, d)` on each grid as it
/// is first reached, and stops early once `reached` says so.
fn breadth_first(
    (h, w): (usize, usize),
    root: &[u8],
    depth: u32,
    mut reached: impl FnMut(&[u8], u32) -> bool,
) {
    let moves = moves(h, w);
    let mut seen = FxHashSet::from_iter([root.to_vec()]);
    let mut layer = vec![root.to_vec()];
    if reached(root, 0) {
        return;
    }
    for d in 1..=depth {
        let mut next = Vec::new();
        for grid in &layer {
            for m in &moves {
                let g: Vec<u8> = m.iter().map(|&i| grid[i]).collect();
                if !seen.contains(&g) {
                    if reached(&g, d) {
                        return;
                    }
                    seen.insert(g.clone());
                    next.push(g);
                }
            }
        }
        layer = next;
    }
}

/// Every grid within `depth` moves of `root`, by its fewest moves (breadth first).
pub fn ball(h: usize, w: usize, root: &[u8], depth: u32) -> FxHashMap<Vec<u8>, u32> {
    let mut dist = FxHashMap::default();
    breadth_first((h, w), root, depth, |g, d| {
        dist.insert(g.to_vec(), d);
        false
    });
    dist
}

/// One shape's solver: the grids within [`HALF`] moves of the goal.
pub struct Solver {
    h: usize,
    w: usize,
    near_goal: FxHashMap<Vec<u8>, u32>,
    /// The shape's four moves as pairs of cells (see [`swaps`]).
    swaps: Vec<Vec<(usize, usize)>>,
}

/// The solver of the shape last asked for, kept for the next check of that shape: one at a
/// time, as the 8 × 8 one holds tens of megabytes.
#[derive(Default)]
pub struct LastSolver(Mutex<Option<Arc<Solver>>>);

impl Table for LastSolver {
    fn build(_: &Tables) -> LastSolver {
        LastSolver::default()
    }
}

impl LastSolver {
    /// The solver of shape H × W, built now unless it was the last asked for (the last one
    /// is let go first).
    pub fn of(&self, h: usize, w: usize) -> Arc<Solver> {
        let mut last = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(solver) = last.as_ref().filter(|s| (s.h, s.w) == (h, w)) {
            return Arc::clone(solver);
        }
        *last = None;
        let solver = Arc::new(Solver::new(h, w));
        *last = Some(Arc::clone(&solver));
        solver
    }
}

impl Solver {
    pub fn new(h: usize, w: usize) -> Solver {
        let goal: Vec<u8> = (1..=(h * w) as u8).collect();
        Solver {
            h,
            w,
            near_goal: ball(h, w, &goal, HALF),
            swaps: swaps(h, w),
        }
    }

    /// The fewest moves from `grid` (numbers 1..H·W) to the goal, if at most [`MOST`]: the
    /// least d + e over the grids d moves from `grid` and e from the goal, d = 0, 1, … until
    /// d alone reaches the least found. Each d walks every sequence of d moves in place, no
    /// move twice in a row (it would undo itself), and keeps no grid: this runs once per
    /// case checked, where a set of the grids seen cost most of a pack's time.
    pub fn fewest(&self, grid: &[u8]) -> Option<u32> {
        let mut grid = grid.to_vec();
        let mut best = None;
        for d in 0..=HALF {
            if best.is_some_and(|b| b <= d) {
                break;
            }
            self.walk(&mut grid, (d, d), 4, &mut best);
        }
        best
    }

    /// Every sequence of `left` more moves from `grid` (the last move made `last`), each end,
    /// `d` moves from where the walk began, looked up near the goal; `grid` is as it was on
    /// return.
    fn walk(&self, grid: &mut [u8], (d, left): (u32, u32), last: usize, best: &mut Option<u32>) {
        if left == 0 {
            if let Some(e) = self.near_goal.get(&*grid) {
                *best = Some(best.map_or(d + e, |b| b.min(d + e)));
            }
            return;
        }
        for (m, pairs) in self.swaps.iter().enumerate().filter(|&(m, _)| m != last) {
            pairs.iter().for_each(|&(a, b)| grid.swap(a, b));
            self.walk(grid, (d, left - 1), m, best);
            pairs.iter().for_each(|&(a, b)| grid.swap(a, b)); // the move undoes itself
        }
    }

    /// The layer sizes of the grids within [`HALF`] moves of the goal.
    pub fn layers(&self) -> Vec<usize> {
        crate::distances::histogram(self.near_goal.values().copied())
    }
}

/// The input text of a grid.
pub fn to_input(h: usize, w: usize, grid: &[u8]) -> String {
    let rows: Vec<String> = grid.chunks(w).map(|row| joined(row, " ")).collect();
    format!("{h} {w}\n{}\n", rows.join("\n"))
}

/// A shape drawn uniformly, H then W.
fn random_shape(rng: &mut Mt19937) -> (usize, usize) {
    (3 + draw(rng, 6), 3 + draw(rng, 6))
}

/// The goal after `k` random moves, never the last one again (it would undo it).
pub fn random_walk(rng: &mut Mt19937, h: usize, w: usize, k: u32) -> Vec<u8> {
    let mut grid: Vec<u8> = (1..=(h * w) as u8).collect();
    let mut last = 4;
    for _ in 0..k {
        let m = (0..4).filter(|&m| m != last).nth(draw(rng, 3)).unwrap();
        grid = turn(h, w, &grid, m);
        last = m;
    }
    grid
}

/// The problem, for the registry.
pub struct Abc336;

/// The problem, as the registry lists it.
pub const PROBLEM: Abc336 = Abc336;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::one("abc336_rotation_puzzle")],
    far_most: MOST,
    uniform_in_range: true,
    bad: &[
        "",
        "3\n",
        "3 3\n",
        "3 3\n9 4 3\n2 1 8\n7 6\n",
        "3 3\n9 4 3\n2 1 8\n7 6 5 1\n",
        "3 3\n9 4 3\n2 1 8\n7 6 6\n",
        "3 3\n9 4 3\n2 1 8\n7 6 10\n",
        "3 3\n9 4 3\n2 1 8\n7 6 0\n",
        "2 3\n1 2 3\n4 5 6\n",
        "9 3\n1 2 3\n",
        "3 3\n9 4 3\n2 1 8\n7 6 x\n",
        "-3 3\n1 2 3\n",
        "3 3\n9 4 3\n2 1 8\n7 6 99999999999999999999\n",
    ],
    sizes: &[],
    limits: Limits::stated(
        5000,
        1024,
        "AtCoder's task page, as a solution file's header copies it",
    ),
};

/// The known wrong solutions a data pack must fail ([`crate::wrong`]).
static WRONG: [Wrong; 3] = [
    Wrong::limit_one_short(MOST as i64, "-1", "the statement: at most 20 moves, else -1"),
    Wrong::GOAL_AFTER_A_MOVE,
    Wrong {
        name: "no_stop_at_20_moves",
        source: "the statement: more than 20 moves is answered -1; a search that does not stop at 20 runs on",
        how: How::NoUnsolvableTest("-1"),
    },
];

impl Problem for Abc336 {
    fn spec(&self) -> &'static Spec {
        &SPEC
    }

    fn wrong(&self) -> &'static [Wrong] {
        &WRONG
    }

    fn parses(&self, input: &str) -> Option<bool> {
        Some(parse(input).is_ok())
    }

    fn check(&self, tables: &Tables, input: &str, output: &str, answer: Option<&str>) -> Verdict {
        let truth = parse(input).map(|(h, w, grid)| {
            let solver = tables.get::<LastSolver>().of(h, w);
            solver.fewest(&grid).map_or(-1, i64::from)
        });
        check_with(truth, output, answer, exact_integer)
    }

    /// A shape drawn uniformly, then `k` random moves from the goal, never the last again.
    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        let (h, w) = random_shape(rng);
        to_input(h, w, &random_walk(rng, h, w, k))
    }

    /// A shape drawn uniformly, then any arrangement: almost always -1.
    fn uniform(&self, rng: &mut Mt19937) -> String {
        let (h, w) = random_shape(rng);
        let mut grid: Vec<u8> = (1..=(h * w) as u8).collect();
        shuffle(&mut grid, rng);
        to_input(h, w, &grid)
    }

    /// Never asked: mode 1 draws walks and solves them ([`Problem::search_far`]).
    /// Mode 1: 8×8 grids 20 random moves from the goal (almost always 20 away), solved,
    /// until one lies in `reach`.
    fn far(&self, tables: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        served(reach, MOST, "grids")?;
        let hi = reach.hi.unwrap_or(MOST).min(MOST);
        let solver = tables.get::<LastSolver>().of(8, 8);
        draw_in_reach(rng, reach, (hi, MOST, 20), |rng| {
            let k = reach.lo + draw(rng, (hi - reach.lo + 1) as usize) as u32;
            let grid = random_walk(rng, 8, 8, k);
            (to_input(8, 8, &grid), solver.fewest(&grid))
        })
    }

    fn textbook(&self, input: &str) -> Option<String> {
        Some(format!("{}\n", textbook::fewest(input)))
    }

    fn count(&self, _: &Tables, ask: Ask) -> Result<Counted, String> {
        let csv = ask.facts(self.name())?;
        let mut text = match csv {
            true => "h,w,grids,layers\n".to_string(),
            false => "ABC336 F Rotation Puzzle, per shape: the distinct grids within 10 moves of the goal, by distance:\n".to_string(),
        };
        for h in SIDES {
            for w in SIDES {
                let layers = Solver::new(h, w).layers();
                let grids: usize = layers.iter().sum();
                text += &match csv {
                    true => format!("{h},{w},{grids},{}\n", joined(&layers, " ")),
                    false => format!("  {h}x{w}: {grids} grids; {}\n", joined(&layers, ", ")),
                };
            }
        }
        Ok(Counted {
            text,
            ..Counted::default()
        })
    }
}

/// The textbook meet in the middle for ABC336 F, the baseline the bench
/// measures the bin against: a `BTreeMap` of whole grids from each side, 10 moves deep depth first
/// (never the last move again), each grid's least depth; then every grid of one side looked
/// up in the other. Written in the kit, apart from the bin; it takes valid inputs only.
pub mod textbook {
    use std::collections::BTreeMap;

    fn turn(h: usize, w: usize, g: &[u8], m: usize) -> Vec<u8> {
        let (x, y) = (m / 2, m % 2);
        let mut next = g.to_vec();
        for i in 0..h - 1 {
            for j in 0..w - 1 {
                next[(i + x) * w + j + y] = g[(h - 2 - i + x) * w + (w - 2 - j + y)];
            }
        }
        next
    }

    fn side(h: usize, w: usize, g: Vec<u8>, d: u32, last: usize, map: &mut BTreeMap<Vec<u8>, u32>) {
        let least = map.entry(g.clone()).or_insert(d);
        *least = (*least).min(d);
        if d < 10 {
            for m in (0..4).filter(|&m| m != last) {
                side(h, w, turn(h, w, &g, m), d + 1, m, map);
            }
        }
    }

    /// The fewest moves for the input text, or -1.
    pub fn fewest(input: &str) -> i64 {
        let v: Vec<usize> = input
            .split_whitespace()
            .map(|x| x.parse().unwrap())
            .collect();
        let (h, w) = (v[0], v[1]);
        let (mut from_start, mut from_goal) = (BTreeMap::new(), BTreeMap::new());
        side(
            h,
            w,
            v[2..].iter().map(|&x| x as u8).collect(),
            0,
            4,
            &mut from_start,
        );
        side(h, w, (1..=(h * w) as u8).collect(), 0, 4, &mut from_goal);
        let meet = from_start
            .iter()
            .filter_map(|(g, d)| Some(d + from_goal.get(g)?));
        meet.min().map_or(-1, i64::from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_samples_and_the_judge() {
        let tables = Tables::new();
        let check = |input: &str, out: &str| Abc336.check(&tables, input, out, None);
        let sample = "3 3\n9 4 3\n2 1 8\n7 6 5\n";
        assert!(check(sample, "2\n").is_accepted());
        assert_eq!(check(sample, "3\n").exit_code(), 1);
        assert_eq!(check(sample, "").exit_code(), 2);
        assert_eq!(check("3 3\n9 4 3\n2 1 8\n7 6 6\n", "2").exit_code(), 3);
        assert!(check("4 3\n1 2 3\n4 5 6\n7 8 9\n10 11 12\n", "0").is_accepted());
        assert!(parse("2 3\n1 2 3 4 5 6").is_err());
    }

    #[test]
    fn a_turn_by_hand() {
        let grid: Vec<u8> = (1..=9).collect();
        assert_eq!(turn(3, 3, &grid, 0), [5, 4, 3, 2, 1, 6, 7, 8, 9]);
        assert_eq!(turn(3, 3, &grid, 3), [1, 2, 3, 4, 9, 8, 7, 6, 5]);
    }
}
