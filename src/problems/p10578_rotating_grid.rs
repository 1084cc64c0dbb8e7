//! Luogu P10578 [蓝桥杯 2024 国 A] 旋转九宫格 (the rotating grid): a 3×3 grid of 1-9; a move
//! turns any 2×2 block clockwise; T queries of the fewest moves to `1 2 3 / 4 5 6 / 7 8 9`.
//! Judge bin: `p10578_rotating_grid`.
//!
//! Written apart from the bin (which indexes grids by two Lehmer parts and turns them by
//! tables): a breadth-first search over the grids as arrays in a hash map, each step back
//! from the goal three clockwise turns of one block.
//!
//! ```
//! use eight_puzzle::problems::p10578_rotating_grid::{distances_to, parse, GOAL};
//!
//! let grids = parse("1\n1 5 2\n4 6 3\n7 8 9\n").unwrap();
//! assert_eq!(distances_to(GOAL)[&grids[0]], 3);
//! ```

use crate::check::{check_with, exact_integers, Verdict};
use crate::distances::histogram;
use crate::facts::{histogram_line, joined, layers_csv};
use crate::fxhash::FxHashMap;
use crate::mt19937::Mt19937;
use crate::perm::rank;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{draw, pick, shuffle, Reach};
use crate::tables::{Table, Tables};
use crate::text::{clip, words};
use crate::wrong::{Attempt, How, Wrong};
use std::collections::VecDeque;
use std::sync::OnceLock;

/// A grid, row by row, each cell holding 1-9.
pub type Grid = [u8; 9];

/// The statement's goal.
pub const GOAL: Grid = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/// The largest distance to the goal: measured by [`count`](Problem::count), which checks it.
pub const DIAMETER: u32 = 15;

/// The most grids in one input, as the statement gives it (T ≤ 10^5).
pub const MOST_GRIDS: usize = 100_000;

/// The top-left cells of the four 2×2 blocks.
const CORNERS: [usize; 4] = [0, 1, 3, 4];

/// `grid` with the block whose top-left cell is `corner` turned clockwise: the top-left
/// cell gets the bottom-left's number, and so on round the block.
pub fn turn(grid: Grid, corner: usize) -> Grid {
    let [tl, tr, bl, br] = [corner, corner + 1, corner + 3, corner + 4];
    let mut next = grid;
    next[tl] = grid[bl];
    next[tr] = grid[tl];
    next[br] = grid[tr];
    next[bl] = grid[br];
    next
}

/// The grids one move before `grid`: each block turned back, as three turns forward.
fn before(grid: Grid) -> impl Iterator<Item = Grid> {
    CORNERS
        .into_iter()
        .map(move |c| turn(turn(turn(grid, c), c), c))
}

/// Every grid by its fewest moves to `goal`.
pub fn distances_to(goal: Grid) -> FxHashMap<Grid, u8> {
    let mut distance = FxHashMap::default();
    distance.insert(goal, 0);
    let mut queue = VecDeque::from([goal]);
    while let Some(grid) = queue.pop_front() {
        let d = distance[&grid];
        for earlier in before(grid) {
            distance.entry(earlier).or_insert_with(|| {
                queue.push_back(earlier);
                d + 1
            });
        }
    }
    distance
}

/// The distances to [`GOAL`], built once per [`Tables`].
pub struct Truth(pub FxHashMap<Grid, u8>);

impl Table for Truth {
    fn build(_: &Tables) -> Truth {
        Truth(distances_to(GOAL))
    }
}

/// Reads T and the T grids (9 numbers each, a permutation of 1-9).
pub fn parse(text: &str) -> Result<Vec<Grid>, String> {
    let mut numbers = words(text)?;
    let t = numbers.next().ok_or("empty input")?;
    let t: usize = t
        .parse()
        .map_err(|_| format!("T = '{}' is not a count", clip(t)))?;
    let cells: Vec<u8> = numbers
        .map(|w| match w.parse::<u8>() {
            Ok(v @ 1..=9) => Ok(v),
            _ => Err(format!("'{}' is not a number 1-9", clip(w))),
        })
        .collect::<Result<_, _>>()?;
    if cells.len() != 9 * t {
        return Err(format!(
            "T = {t} needs {} numbers, got {}",
            9 * t,
            cells.len()
        ));
    }
    let grids: Vec<Grid> = cells.chunks(9).map(|c| c.try_into().unwrap()).collect();
    for (i, grid) in grids.iter().enumerate() {
        let mut sorted = *grid;
        sorted.sort_unstable();
        if sorted != GOAL {
            return Err(format!("grid {} repeats a number", i + 1));
        }
    }
    Ok(grids)
}

/// The input text of `grids`, three numbers a line.
pub fn to_input(grids: &[Grid]) -> String {
    let mut text = format!("{}\n", grids.len());
    for grid in grids {
        for row in grid.chunks(3) {
            text += &format!("{} {} {}\n", row[0], row[1], row[2]);
        }
    }
    text
}

/// The textbook answer once its table is ready: the distances by Lehmer rank,
/// built once for the process, and a lookup per query.
fn from_ready_table(input: &str) -> Option<String> {
    static READY: OnceLock<Vec<u8>> = OnceLock::new();
    let table = READY.get_or_init(|| {
        let mut by_rank = vec![u8::MAX; 362_880];
        for (grid, &d) in &distances_to(GOAL) {
            by_rank[rank(grid)] = d;
        }
        by_rank
    });
    let grids = parse(input).ok()?;
    let mut out = String::with_capacity(3 * grids.len());
    for grid in &grids {
        out += &table[rank(grid)].to_string();
        out.push('\n');
    }
    Some(out)
}

/// A uniformly random grid.
fn random_grid(rng: &mut Mt19937) -> Grid {
    let mut grid = GOAL;
    shuffle(&mut grid, rng);
    grid
}

/// The problem, for the registry.
pub struct P10578;

/// The problem, as the registry lists it.
pub const PROBLEM: P10578 = P10578;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::one("p10578_rotating_grid")],
    far_most: DIAMETER,
    uniform_in_range: true,
    bad: &[
        "",
        "1\n1 2 3\n4 5 6\n7 8\n",
        "1\n1 2 3\n4 5 6\n7 8 8\n",
        "1\n0 1 2\n3 4 5\n6 7 8\n",
        "2\n1 2 3\n4 5 6\n7 8 9\n",
        "1\n1 2 3\n4 5 6\n7 8 9 1\n",
        "one\n1 2 3\n4 5 6\n7 8 9\n",
        "1\n1 2 3\n4 5 6\n7 8 10\n",
    ],
    sizes: &[],
    limits: Limits::stated(
        3000,
        1024,
        "a mirror of Luogu's page (problem.rmj.ac), not Luogu's page itself",
    ),
};

/// The known wrong solutions a data pack must fail ([`crate::wrong`]).
static WRONG: [Wrong; 3] = [
    Wrong {
        name: "blocks_turned_anticlockwise",
        source: "the statement: a move turns a 2×2 block clockwise",
        how: How::Program(|tables, input| {
            let Ok(grids) = parse(input) else {
                return Attempt::Printed(String::new());
            };
            let table = tables.get::<Anticlockwise>();
            let lines = grids
                .iter()
                .map(|g| format!("{}\n", table.0.get(g).map_or(-1, |&d| i64::from(d))));
            Attempt::Printed(lines.collect())
        }),
    },
    Wrong::limit_one_short(
        DIAMETER as i64,
        "-1",
        "the farthest grid is 15 moves from the goal",
    ),
    Wrong::GOAL_AFTER_A_MOVE,
];

/// The fewest moves to [`GOAL`] when every move turns a block anticlockwise: the misread
/// rule of [`WRONG`]'s first entry.
pub struct Anticlockwise(FxHashMap<Grid, u8>);

impl Table for Anticlockwise {
    fn build(_: &Tables) -> Anticlockwise {
        // A grid one anticlockwise turn before `g` is `g` turned clockwise once.
        let mut distance = FxHashMap::default();
        distance.insert(GOAL, 0);
        let mut queue = VecDeque::from([GOAL]);
        while let Some(grid) = queue.pop_front() {
            let d = distance[&grid];
            for earlier in CORNERS.map(|c| turn(grid, c)) {
                distance.entry(earlier).or_insert_with(|| {
                    queue.push_back(earlier);
                    d + 1
                });
            }
        }
        Anticlockwise(distance)
    }
}

impl Problem for P10578 {
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
        let truth = parse(input).map(|grids| {
            let table = tables.get::<Truth>();
            let fewest = |g: &Grid| table.0.get(g).map_or(-1, |&d| i64::from(d));
            grids.iter().map(fewest).collect::<Vec<i64>>()
        });
        check_with(truth, output, answer, |t, out| {
            exact_integers(t, out, "grid")
        })
    }

    /// One query: the goal with `k` blocks turned back, each drawn as `rng() % 4`.
    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        let mut grid = GOAL;
        for _ in 0..k {
            let c = CORNERS[draw(rng, 4)];
            grid = turn(turn(turn(grid, c), c), c);
        }
        to_input(&[grid])
    }

    /// One query drawn among every grid whose distance lies in `reach`.
    fn far(&self, tables: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        pick(tables, self.name(), reach, rng, || {
            let truth = tables.get::<Truth>();
            let mut far: Vec<Grid> = truth
                .0
                .iter()
                .filter(|&(_, &d)| reach.holds(u32::from(d)))
                .map(|(&g, _)| g)
                .collect();
            if far.is_empty() {
                return Err(crate::sampling::none_that_far(reach, DIAMETER));
            }
            far.sort_unstable();
            Ok(far.iter().map(|g| to_input(&[*g])).collect())
        })
    }

    /// Grids of 20 random moves, as many as fit.
    fn largest(&self, rng: &mut Mt19937) -> String {
        let case = || crate::sampling::after_count(&self.walk(rng, 20));
        crate::sampling::cases_to_cap(true, "", case)
    }

    /// One query: a uniformly random grid.
    fn uniform(&self, rng: &mut Mt19937) -> String {
        to_input(&[random_grid(rng)])
    }

    /// The statement's most: T = [`MOST_GRIDS`] uniformly random grids.
    fn fullest(&self, _: &Tables, rng: &mut Mt19937) -> Option<String> {
        let grids: Vec<Grid> = (0..MOST_GRIDS).map(|_| random_grid(rng)).collect();
        Some(to_input(&grids))
    }

    fn count(&self, tables: &Tables, ask: Ask) -> Result<Counted, String> {
        let csv = ask.facts(self.name())?;
        let truth = tables.get::<Truth>();
        let layers = histogram(truth.0.values().map(|&d| u32::from(d)));
        let mut counted = Counted::default();
        if truth.0.len() != 362_880 {
            let why = format!(
                "{} grids reach the goal, not all 9! = 362880",
                truth.0.len()
            );
            counted.disagreements.push(why);
        }
        if layers.len() as u32 - 1 != DIAMETER {
            let why = format!(
                "the farthest grid is {} moves out, DIAMETER says {DIAMETER}",
                layers.len() - 1
            );
            counted.disagreements.push(why);
        }
        counted.text = match csv {
            true => layers_csv("grids", &layers),
            false => format!(
                "P10578 rotating grid: {} grids reach the goal, the farthest {} moves out; per distance: {}\n  layers: {}\n",
                truth.0.len(),
                layers.len() - 1,
                histogram_line(&layers),
                joined(&layers, ", ")
            ),
        };
        Ok(counted)
    }

    /// The floor the bin is held to: the same answers from a table built beforehand.
    fn textbook(&self, input: &str) -> Option<String> {
        from_ready_table(input)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sample_and_the_judge() {
        let tables = Tables::new();
        let sample = "2\n1 2 3\n4 5 6\n7 8 9\n1 5 2\n4 6 3\n7 8 9\n";
        let check = |out: &str| P10578.check(&tables, sample, out, None);
        assert!(check("0\n3\n").is_accepted());
        assert_eq!(check("0\n1\n").exit_code(), 1);
        assert_eq!(check("0\n").exit_code(), 2);
        assert_eq!(turn(GOAL, 1), [1, 5, 2, 4, 6, 3, 7, 8, 9]);
        assert_eq!(parse(&to_input(&parse(sample).unwrap())), parse(sample));
        assert_eq!(from_ready_table(sample).as_deref(), Some("0\n3\n"));
    }
}
