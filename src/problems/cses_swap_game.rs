//! CSES 1670 Swap Game: a 3×3 grid of 1..=9 in, the fewest swaps of two orthogonally
//! adjacent numbers that sort it out. Judge bin: `cses_swap_game`.
//!
//! The oracle is [`crate::grid`]'s grids, swap lists and keys, with orthogonal swaps
//! only: one breadth-first search from the sorted grid
//! over a hash map of packed grids (the bin uses Cantor ranks and a bidirectional search).
//!
//! ```
//! use eight_puzzle::problems::cses_swap_game::parse;
//!
//! assert!(parse("2 1 3\n7 5 9\n8 4 6\n").is_ok());
//! assert!(parse("1 2 3 4").is_err());
//! ```

use crate::check::{check_count, Verdict};
use crate::distances::histogram;
use crate::facts::TableFacts;
use crate::fxhash::FxHashMap;
use crate::grid::{Grid, Kind};
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{draw, none_that_far, pick, shuffle, Reach};
use crate::tables::{Table, Tables};
use crate::wrong::{printed_count, How, Wrong};
use std::collections::VecDeque;

/// Parses the input: nine numbers, each of 1..=9 once.
pub fn parse(text: &str) -> Result<Grid, String> {
    let grid = Grid::parse(text)?;
    match grid.side() {
        3 => Ok(grid),
        n => Err(format!("expected a 3×3 grid, got {n}×{n}")),
    }
}

/// The fewest orthogonal swaps from every 3×3 grid to the sorted one, by key.
pub struct SwapTruth(FxHashMap<u64, u8>);

impl Table for SwapTruth {
    fn build(_: &Tables) -> SwapTruth {
        SwapTruth(swap_distances(&Grid::sorted(3)))
    }
}

/// The fewest orthogonal swaps from every 3×3 grid to `goal`, by key ([`Grid::key`]): one
/// breadth-first search from the goal (a swap undoes itself).
pub fn swap_distances(goal: &Grid) -> FxHashMap<u64, u8> {
    distances_with(goal, &Grid::swaps(3, Kind::Orthogonal))
}

/// [`swap_distances`] with the swaps `swaps` (pairs of cells).
fn distances_with(goal: &Grid, swaps: &[(usize, usize)]) -> FxHashMap<u64, u8> {
    let mut distance = FxHashMap::default();
    distance.insert(goal.key(), 0u8);
    let mut queue = VecDeque::from([goal.key()]);
    while let Some(key) = queue.pop_front() {
        let d = distance[&key];
        for &(a, b) in swaps {
            let next = Grid::swap_in_key(key, a, b);
            distance.entry(next).or_insert_with(|| {
                queue.push_back(next);
                d + 1
            });
        }
    }
    distance
}

impl SwapTruth {
    /// The fewest swaps for a 3×3 grid (every grid has one).
    pub fn get(&self, grid: &Grid) -> Option<u32> {
        self.0.get(&grid.key()).map(|&d| u32::from(d))
    }

    /// How many grids reach the sorted one.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Always false: the sorted grid reaches itself.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// `histogram()[d]` = how many grids are exactly `d` swaps out.
    pub fn histogram(&self) -> Vec<usize> {
        histogram(self.0.values().map(|&d| u32::from(d)))
    }
}

/// The problem, for the registry.
pub struct Cses;

/// The problem, as the registry lists it.
pub const PROBLEM: Cses = Cses;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::one("cses_swap_game")],
    far_most: 16,
    uniform_in_range: true,
    bad: &[
        "",
        "1 2 3 4 5 6 7 8\n",
        "1 2 3 4 5 6 7 8 9 1\n",
        "0 1 2 3 4 5 6 7 8\n",
        "1 1 3 4 5 6 7 8 9\n",
        "1 2 3 4 5 6 7 8 10\n",
        "1 2 3 4 5 6 7 8 x\n",
        "123456789\n",
        "1 2 3 4 5 6 7 8 -9\n",
    ],
    sizes: &[],
    limits: Limits::stated(
        1000,
        512,
        "CSES's task page, as a solution file's header copies it",
    ),
};

/// The known wrong solutions a data pack must fail ([`crate::wrong`]).
static WRONG: [Wrong; 3] = [
    Wrong {
        name: "flat_index_swaps",
        source: "the seed: p ± 1 on the flat index wraps across rows (P1379's mistake; here cells 3 and 4, 6 and 7 counted as neighbours)",
        how: How::Program(|tables, input| {
            let table = tables.get::<FlatSwaps>();
            printed_count(parse(input).ok().and_then(|g| table.0.get(&g.key()).map(|&d| u32::from(d))))
        }),
    },
    Wrong::limit_one_short(16, "-1", "the farthest grid is 16 swaps from the goal"),
    Wrong::GOAL_AFTER_A_MOVE,
];

/// The fewest swaps when cells `p` and `p + 1` across a row's end count as neighbours too:
/// the seed's flat-index mistake, as [`WRONG`]'s first entry computes it.
pub struct FlatSwaps(FxHashMap<u64, u8>);

impl Table for FlatSwaps {
    fn build(_: &Tables) -> FlatSwaps {
        let mut swaps = Grid::swaps(3, Kind::Orthogonal);
        swaps.extend([(2, 3), (5, 6)]);
        FlatSwaps(distances_with(&Grid::sorted(3), &swaps))
    }
}

impl Problem for Cses {
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
        check_count(tables, parse(input), SwapTruth::get, (output, answer))
    }

    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        let swaps = Grid::swaps(3, Kind::Orthogonal);
        let mut cells = Grid::sorted(3).cells().to_vec();
        for _ in 0..k {
            let (a, b) = swaps[draw(rng, swaps.len())];
            cells.swap(a, b);
        }
        Grid::from_cells(cells)
            .expect("swaps keep a grid")
            .to_input()
    }

    fn uniform(&self, rng: &mut Mt19937) -> String {
        let mut cells = Grid::sorted(3).cells().to_vec();
        shuffle(&mut cells, rng);
        Grid::from_cells(cells)
            .expect("a shuffle keeps a grid")
            .to_input()
    }

    fn far(&self, tables: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        pick(tables, self.name(), reach, rng, || {
            let truth = tables.get::<SwapTruth>();
            let far: Vec<String> = Grid::all(3)
                .filter(|grid| truth.get(grid).is_some_and(|d| reach.holds(d)))
                .map(|grid| grid.to_input())
                .collect();
            if far.is_empty() {
                let largest = truth.histogram().len() as u32 - 1;
                return Err(none_that_far(reach, largest));
            }
            Ok(far)
        })
    }

    fn count(&self, tables: &Tables, ask: Ask) -> Result<Counted, String> {
        let csv = ask.facts(self.name())?;
        let facts = facts(tables);
        if csv {
            return Ok(facts.csv().into());
        }
        let title = "CSES 1670 Swap Game (3×3, orthogonal swaps, goal 1 2 3 / 4 5 6 / 7 8 9), breadth-first search from the goal:";
        Ok(facts.report(title).into())
    }
}

/// The size and shape of the distance table.
pub fn facts(tables: &Tables) -> TableFacts {
    let truth = tables.get::<SwapTruth>();
    let histogram = truth.histogram();
    let deepest = histogram.len() as u32 - 1;
    let farthest = Grid::all(3).find(|g| truth.get(g) == Some(deepest));
    let farthest = farthest.map_or(String::new(), |g| g.describe());
    TableFacts::from_histogram(362_880, histogram, farthest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_grid_is_reachable_and_the_sample_is_four_out() {
        let tables = Tables::new();
        let truth = tables.get::<SwapTruth>();
        assert_eq!(truth.len(), 362_880);
        assert_eq!(truth.get(&parse("2 1 3 7 5 9 8 4 6").unwrap()), Some(4));
        let check = |input: &str, out: &str| Cses.check(&tables, input, out, None);
        assert!(check("2 1 3\n7 5 9\n8 4 6\n", "4\n").is_accepted());
        assert_eq!(check("2 1 3 7 5 9 8 4 6", "3").exit_code(), 1);
        assert_eq!(check("2 1 3 7 5 9 8 4 6", "four").exit_code(), 2);
        assert_eq!(check("1 2 3 4", "0").exit_code(), 3);
    }
}
