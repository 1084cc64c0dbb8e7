//! yuzan1830's alternating-swap puzzle: grids, the oracle and the judge of `Step #i: a b`.
//!
//! An n×n grid holds 1..=n², each once. A move swaps two numbers that are orthogonally
//! adjacent (type A) or diagonally adjacent (type B); consecutive moves alternate types.
//!
//! The oracle is written apart from the judge bin: a BFS from the sorted grid over pairs
//! (grid, type of the first move still to make), kept in a hash map of packed grids. It uses
//! that every swap undoes itself: if grid q is sorted in d moves starting with a move of type
//! u, then for any swap s of the other type, q∘s is sorted in at most d + 1 moves starting
//! with s (type not-u) and continuing as q does. BFS turns those bounds into exact values.
//!
//! ```
//! use eight_puzzle::yuzan::{Grid, Oracles};
//!
//! let oracles = Oracles::new();
//! let grid = Grid::parse("1 2 9\n4 6 3\n7 8 5").unwrap();
//! assert_eq!(oracles.for_side(3).unwrap().fewest_moves(&grid), Some(3));
//! ```

use crate::check::{clip, plural, Verdict};
use crate::fxhash::FxHashMap;
use std::collections::VecDeque;

/// The two kinds of swap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Type A: the two cells share a side.
    Orthogonal = 0,
    /// Type B: the two cells share only a corner.
    Diagonal = 1,
}

impl Kind {
    /// The other kind: the one the next move must be.
    pub fn other(self) -> Kind {
        match self {
            Kind::Orthogonal => Kind::Diagonal,
            Kind::Diagonal => Kind::Orthogonal,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Kind::Orthogonal => "orthogonal",
            Kind::Diagonal => "diagonal",
        }
    }
}

/// An n×n grid of the numbers 1..=n², row-major.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    side: usize,
    cells: Vec<u32>,
}

impl Grid {
    /// Reads n² whitespace-separated integers; n is the square root of the count.
    pub fn parse(text: &str) -> Result<Grid, String> {
        let cells: Vec<u32> = text
            .split_whitespace()
            .map(|t| {
                t.parse()
                    .map_err(|_| format!("'{}' is not a positive integer", clip(t)))
            })
            .collect::<Result<_, _>>()?;
        Grid::from_cells(cells)
    }

    /// Checks that `cells` holds 1..=n² once each, for a whole n.
    pub fn from_cells(cells: Vec<u32>) -> Result<Grid, String> {
        let count = cells.len();
        let side = (1..=count).find(|s| s * s >= count).unwrap_or(0);
        if count == 0 || side * side != count {
            return Err(format!("{count} numbers is not n*n for any n >= 1"));
        }
        let mut present = vec![false; count + 1];
        for &c in &cells {
            let slot = present.get_mut(c as usize).filter(|_| c >= 1);
            match slot {
                Some(seen) if !*seen => *seen = true,
                Some(_) => return Err(format!("{c} appears twice")),
                None => return Err(format!("{c} is outside 1..={count}")),
            }
        }
        Ok(Grid { side, cells })
    }

    /// n.
    pub fn side(&self) -> usize {
        self.side
    }

    /// The n×n grid reading 1, 2, …, n² row by row: the goal.
    pub fn sorted(side: usize) -> Grid {
        let cells = (1..=(side * side) as u32).collect();
        Grid { side, cells }
    }

    /// Every n×n grid, in lexicographic order of the cells.
    pub fn all(side: usize) -> impl Iterator<Item = Grid> {
        let mut next = Some(Grid::sorted(side));
        std::iter::from_fn(move || {
            let grid = next.take()?;
            let mut following = grid.cells.clone();
            if crate::board::next_permutation(&mut following) {
                next = Some(Grid {
                    side,
                    cells: following,
                });
            }
            Some(grid)
        })
    }

    /// Parity of the grid as a permutation: its inversions, mod 2. Every swap flips it.
    pub fn parity(&self) -> usize {
        let mut inversions = 0;
        for (i, &a) in self.cells.iter().enumerate() {
            inversions += self.cells[i + 1..].iter().filter(|&&b| b < a).count();
        }
        inversions % 2
    }

    /// The numbers, row-major.
    pub fn cells(&self) -> &[u32] {
        &self.cells
    }

    /// True when the grid reads 1, 2, …, n² row by row.
    pub fn is_sorted(&self) -> bool {
        self.cells
            .iter()
            .enumerate()
            .all(|(i, &c)| c as usize == i + 1)
    }

    /// The grid as input text: n lines of n numbers.
    pub fn to_input(&self) -> String {
        let rows: Vec<String> = self
            .cells
            .chunks(self.side)
            .map(|row| row.iter().map(u32::to_string).collect::<Vec<_>>().join(" "))
            .collect();
        rows.join("\n") + "\n"
    }

    /// The grid on one line, rows separated by " / ", for messages.
    pub fn describe(&self) -> String {
        self.to_input().trim_end().replace('\n', " / ")
    }

    /// The kind of swap between cells `a` and `b`, if they are adjacent at all.
    pub fn kind_between(&self, a: usize, b: usize) -> Option<Kind> {
        let (ra, ca) = (a / self.side, a % self.side);
        let (rb, cb) = (b / self.side, b % self.side);
        match (ra.abs_diff(rb), ca.abs_diff(cb)) {
            (0, 1) | (1, 0) => Some(Kind::Orthogonal),
            (1, 1) => Some(Kind::Diagonal),
            _ => None,
        }
    }

    /// Every pair of cells `(a, b)`, a < b, that a swap of `kind` may exchange.
    pub fn swaps(side: usize, kind: Kind) -> Vec<(usize, usize)> {
        let probe = Grid {
            side,
            cells: Vec::new(),
        };
        let mut pairs = Vec::new();
        for a in 0..side * side {
            for b in a + 1..side * side {
                if probe.kind_between(a, b) == Some(kind) {
                    pairs.push((a, b));
                }
            }
        }
        pairs
    }

    /// The grid as 4-bit fields (n ≤ 3 only): the oracles' hash key.
    pub fn key(&self) -> u64 {
        self.cells
            .iter()
            .rev()
            .fold(0, |acc, &c| (acc << 4) | u64::from(c))
    }

    fn swap_in_key(key: u64, a: usize, b: usize) -> u64 {
        let (fa, fb) = ((key >> (4 * a)) & 0xF, (key >> (4 * b)) & 0xF);
        let cleared = key & !(0xF << (4 * a)) & !(0xF << (4 * b));
        cleared | fb << (4 * a) | fa << (4 * b)
    }
}

/// Fewest moves for every grid of one side length.
pub struct Oracle {
    side: usize,
    /// `first_move[key][kind]`: fewest moves when the first move is of `kind` (0 for the
    /// sorted grid); `UNSOLVED` if no such sequence exists.
    first_move: FxHashMap<u64, [u8; 2]>,
}

const UNSOLVED: u8 = u8::MAX;

impl Oracle {
    /// BFS from the sorted n×n grid over (grid, kind of first move) pairs; n ≤ 3.
    pub fn new(side: usize) -> Oracle {
        assert!(
            (1..=3).contains(&side),
            "the oracle is exact for n = 1, 2, 3 only"
        );
        let sorted = Grid::sorted(side).key();
        let swaps = [
            Grid::swaps(side, Kind::Orthogonal),
            Grid::swaps(side, Kind::Diagonal),
        ];
        let mut first_move: FxHashMap<u64, [u8; 2]> = FxHashMap::default();
        first_move.insert(sorted, [0, 0]);
        let mut queue = VecDeque::from([(sorted, Kind::Orthogonal), (sorted, Kind::Diagonal)]);
        while let Some((key, kind)) = queue.pop_front() {
            let d = first_move[&key][kind as usize];
            // Undo one swap of the other kind: that swap becomes the new first move.
            let before = kind.other();
            for &(a, b) in &swaps[before as usize] {
                let prev = Grid::swap_in_key(key, a, b);
                let entry = first_move.entry(prev).or_insert([UNSOLVED; 2]);
                if entry[before as usize] == UNSOLVED {
                    entry[before as usize] = d + 1;
                    queue.push_back((prev, before));
                }
            }
        }
        Oracle { side, first_move }
    }

    /// n.
    pub fn side(&self) -> usize {
        self.side
    }

    /// How many grids have at least one solution.
    pub fn solvable(&self) -> usize {
        self.first_move.len()
    }

    /// Fewest moves whose first move is of `kind`; `Some(0)` for the sorted grid.
    pub fn fewest_starting_with(&self, grid: &Grid, kind: Kind) -> Option<u32> {
        assert_eq!(grid.side, self.side, "grid and oracle sizes differ");
        let d = self.first_move.get(&grid.key())?[kind as usize];
        (d != UNSOLVED).then_some(u32::from(d))
    }

    /// Fewest moves of any kind first; `None` when the grid cannot be sorted.
    pub fn fewest_moves(&self, grid: &Grid) -> Option<u32> {
        let a = self.fewest_starting_with(grid, Kind::Orthogonal);
        let b = self.fewest_starting_with(grid, Kind::Diagonal);
        a.into_iter().chain(b).min()
    }
}

/// Fewest moves to the sorted grid for every grid, by a BFS that marks grids alone, as the
/// judge bin does, for one `class` of alternation: at grid q the next move is of kind
/// `class xor parity(q)`. A search from a grid p whose first move has kind t follows class
/// `t xor parity(p)`, so [`Oracle::fewest_starting_with`] must equal this table there: the
/// measurement that shows per-grid marks are exact (`count --problem yuzan_alternating`).
pub fn per_grid_distances(side: usize, class: usize) -> FxHashMap<u64, u8> {
    let sorted = Grid::sorted(side);
    let swaps = [
        Grid::swaps(side, Kind::Orthogonal),
        Grid::swaps(side, Kind::Diagonal),
    ];
    let mut dist = FxHashMap::default();
    dist.insert(sorted.key(), 0u8);
    let mut queue = VecDeque::from([(sorted.key(), sorted.parity())]);
    while let Some((key, parity)) = queue.pop_front() {
        let d = dist[&key];
        // A predecessor p has the other parity, and its move into q has kind class ^ parity(p).
        let kind = class ^ parity ^ 1;
        for &(a, b) in &swaps[kind] {
            let prev = Grid::swap_in_key(key, a, b);
            dist.entry(prev).or_insert_with(|| {
                queue.push_back((prev, parity ^ 1));
                d + 1
            });
        }
    }
    dist
}

/// The oracles for n = 1, 2 and 3.
pub struct Oracles {
    by_side: Vec<Oracle>,
}

impl Oracles {
    pub fn new() -> Oracles {
        Oracles {
            by_side: (1..=3).map(Oracle::new).collect(),
        }
    }

    /// The oracle for side `n`, if the puzzle is exact for it.
    pub fn for_side(&self, n: usize) -> Option<&Oracle> {
        self.by_side.get(n.wrapping_sub(1))
    }
}

impl Default for Oracles {
    fn default() -> Oracles {
        Oracles::new()
    }
}

/// Judges an output for `grid` whose fewest moves are `fewest` (`None`: no solution).
/// Trailing blank lines are allowed (the seed's program prints one).
pub fn judge_steps(grid: &Grid, fewest: Option<u32>, output: &str) -> Result<String, Verdict> {
    let lines: Vec<&str> = output.trim_end().lines().map(str::trim_end).collect();
    let pe = |why: String| Err(Verdict::PresentationError(why));
    let wa = |why: String| Err(Verdict::WrongAnswer(why));
    match (lines.as_slice(), fewest) {
        ([""], _) | ([], _) => return pe("empty output".into()),
        (["No Need"], Some(0)) => return Ok("No Need".into()),
        (["No Need"], Some(d)) => {
            return wa(format!("No Need printed, but the grid needs {d} moves"))
        }
        (["No Need"], None) => return wa("No Need printed, but the grid cannot be sorted".into()),
        (["No Solution"], None) => return Ok("No Solution".into()),
        (["No Solution"], Some(d)) => {
            return wa(format!("No Solution printed, but {d} moves sort it"))
        }
        _ => {}
    }
    let mut cells = grid.cells.clone();
    let mut previous: Option<Kind> = None;
    for (i, line) in lines.iter().enumerate() {
        let step = i + 1;
        let Some((a, b)) = parse_step(line, step) else {
            return pe(format!(
                "line {step}: expected 'Step #{step}: a b', got {:?}",
                clip(line)
            ));
        };
        let find = |x: u32| cells.iter().position(|&c| c == x);
        let (Some(pa), Some(pb)) = (find(a), find(b)) else {
            return wa(format!("step {step}: {a} and {b} are not both on the grid"));
        };
        let Some(kind) = grid.kind_between(pa, pb) else {
            return wa(format!("step {step}: {a} and {b} are not adjacent"));
        };
        if previous == Some(kind) {
            return wa(format!(
                "steps {} and {step} are both {} swaps",
                step - 1,
                kind.name()
            ));
        }
        previous = Some(kind);
        cells.swap(pa, pb);
    }
    let moves = lines.len() as u32;
    let end = Grid {
        side: grid.side,
        cells,
    };
    if !end.is_sorted() {
        return wa(format!("ends at {}", end.describe()));
    }
    match fewest {
        Some(0) => wa(format!(
            "the grid is already sorted: No Need expected, got {moves} steps"
        )),
        Some(d) if d == moves => Ok(format!("{}, optimal", plural(moves, "move"))),
        Some(d) => wa(format!("{d} moves expected, got {moves}")),
        None => Err(Verdict::Fail(format!(
            "the oracle says unsolvable, yet {moves} steps sort it"
        ))),
    }
}

/// `Step #i: a b` with the given i; the two numbers.
fn parse_step(line: &str, step: usize) -> Option<(u32, u32)> {
    let rest = line.strip_prefix(&format!("Step #{step}:"))?;
    let mut numbers = rest.split_whitespace().map(|t| t.parse::<u32>().ok());
    let (a, b) = (numbers.next()??, numbers.next()??);
    (numbers.next().is_none() && a != b).then_some((a, b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn swaps_per_side() {
        assert_eq!(Grid::swaps(3, Kind::Orthogonal).len(), 12);
        assert_eq!(Grid::swaps(3, Kind::Diagonal).len(), 8);
        assert_eq!(Grid::swaps(2, Kind::Orthogonal).len(), 4);
        assert_eq!(Grid::swaps(2, Kind::Diagonal).len(), 2);
        assert!(Grid::swaps(1, Kind::Orthogonal).is_empty());
    }

    #[test]
    fn parse_rejects_bad_grids() {
        for bad in [
            "",
            "1 2 3",
            "0 1 2 3",
            "1 2 2 3",
            "1 2 3 5",
            "1 2 3 4 5",
            "a b c d",
            "1 2 3 -4",
        ] {
            assert!(Grid::parse(bad).is_err(), "{bad:?}");
        }
        assert_eq!(Grid::parse("1").unwrap().side(), 1);
        assert_eq!(
            Grid::parse(
                &(1..=16)
                    .map(|i| i.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            )
            .unwrap()
            .side(),
            4
        );
    }

    #[test]
    fn oracle_facts_for_3_by_3() {
        let oracle = Oracle::new(3);
        assert_eq!(oracle.solvable(), 362_880);
        let hardest = Grid::parse("3 8 1 6 5 4 9 2 7").unwrap();
        assert_eq!(oracle.fewest_moves(&hardest), Some(12));
        let sample = Grid::parse("1 2 9 4 6 3 7 8 5").unwrap();
        assert_eq!(oracle.fewest_moves(&sample), Some(3));
    }

    #[test]
    fn judge_the_sample() {
        let grid = Grid::parse("1 2 9\n4 6 3\n7 8 5").unwrap();
        let ok = "Step #1: 3 9\nStep #2: 5 6\nStep #3: 6 9\n\n";
        assert!(judge_steps(&grid, Some(3), ok).is_ok());
        let other = "Step #1: 6 9\nStep #2: 3 6\nStep #3: 5 9\n";
        assert!(judge_steps(&grid, Some(3), other).is_ok());
        let same_kind = "Step #1: 3 9\nStep #2: 9 5\n";
        let verdict = judge_steps(&grid, Some(3), same_kind).unwrap_err();
        assert_eq!(
            verdict,
            Verdict::WrongAnswer("steps 1 and 2 are both orthogonal swaps".into())
        );
    }
}
