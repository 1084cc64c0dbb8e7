//! Known wrong solutions of the alternating swaps, for data packs ([`crate::wrong`]).
//!
//! The seed's program searches twice, once for each type of the first move, each time
//! marking grids alone; the proof on the problem's docs page says why that is exact and why
//! one visited array for both first types is not. [`grids_alone`] is that search, started
//! with the first types given: both in one search is the mistake the docs page names, one
//! type alone forgets that the first move may be of either type.

use super::{Grid, Kind};
use crate::fxhash::FxHashSet;
use crate::wrong::{Attempt, How, Wrong};

/// The most grids a wrong search marks on a grid past 3×3 before it is over its budget; a
/// 3×3 search has no budget (it marks at most 9! = 362,880). Measured on the farthest 4×4
/// grid of the default pack (16 moves, median of 5 runs): the search marks 100,000 grids in
/// 0.11 s, ten times the judge bin's whole run on that grid (0.01 s), and it has not ended
/// after 4,000,000 grids (16 s).
pub const BUDGET: usize = 100_000;

/// The swaps a search prints (the two numbers of each), `None` when it runs out of grids,
/// or the grids marked once it passed `budget`.
pub type Searched = Result<Option<Vec<(u32, u32)>>, u64>;

/// A breadth-first search over grids alone, with one visited set, its queue started with
/// the input grid once for each kind of `firsts` (in that order) as the kind of its next
/// move; each grid taken off the queue is swapped by its next kind, and each new grid
/// queued with the other kind. The sorted grid ends it as soon as it is marked.
pub fn grids_alone(grid: &Grid, firsts: &[Kind], budget: usize) -> Searched {
    let side = grid.side();
    let sorted = Grid::sorted(side).key();
    let swaps = [Kind::Orthogonal, Kind::Diagonal].map(|kind| Grid::swaps(side, kind));
    let mut seen = Seen::new(side);
    seen.mark(grid.key());
    // The queue, never emptied: each grid with its next kind, where it came from (an index
    // into the queue) and the two cells swapped.
    let mut queue: Vec<Queued> = firsts
        .iter()
        .map(|&kind| (grid.key(), kind, u32::MAX, (0, 0)))
        .collect();
    let mut end = (grid.key() == sorted).then_some(0);
    let mut head = 0;
    while let (None, Some(&(key, kind, _, _))) = (end, queue.get(head)) {
        for &(a, b) in &swaps[kind as usize] {
            let next = Grid::swap_in_key(key, a, b);
            if !seen.mark(next) {
                continue;
            }
            if queue.len() >= budget {
                return Err(queue.len() as u64);
            }
            // A 3×3 queue holds at most 9! grids, a larger one at most its budget: u32 is room.
            queue.push((next, kind.other(), head as u32, (a as u8, b as u8)));
            if next == sorted {
                end = Some(queue.len() - 1);
                break;
            }
        }
        head += 1;
    }
    Ok(end.map(|end| path(&queue, end)))
}

/// A grid in the queue of [`grids_alone`]: its key, its next kind, the index of the grid it
/// came from (`u32::MAX` for the input) and the two cells swapped: 16 bytes, so that a
/// whole 3×3 search stays small beside the kit's tables.
type Queued = (u64, Kind, u32, (u8, u8));

/// The swaps (the two numbers of each) from the input to the queue's grid `at`.
fn path(queue: &[Queued], mut at: usize) -> Vec<(u32, u32)> {
    let mut steps = Vec::new();
    while let Some(&(key, _, before, (a, b))) = queue.get(at).filter(|q| q.2 != u32::MAX) {
        let number = |cell: u8| (key >> (4 * cell) & 15) as u32 + 1;
        steps.push((number(a), number(b)));
        at = before as usize;
    }
    steps.reverse();
    steps
}

/// The grids a search has marked: up to 3×3 by the first 8 cells read as a number in base
/// 9 (the last cell follows from them), one bit each in 9^8 bits (5.4 MB); in a hash set
/// beyond. Cheaper per grid than a rank among the 9! grids, which a pack's hunt for a test
/// that fails this search pays a hundred times over.
struct Seen {
    side: usize,
    bits: Vec<u64>,
    hashed: FxHashSet<u64>,
}

impl Seen {
    fn new(side: usize) -> Seen {
        let small = side <= 3;
        Seen {
            side,
            bits: vec![0; if small { 9usize.pow(8) / 64 + 1 } else { 0 }],
            hashed: FxHashSet::default(),
        }
    }

    /// Marks a grid by its key; whether it was new.
    fn mark(&mut self, key: u64) -> bool {
        if self.side > 3 {
            return self.hashed.insert(key);
        }
        let index = (0..8)
            .rev()
            .fold(0, |n, i| n * 9 + (key >> (4 * i) & 15) as usize);
        let (word, bit) = (index / 64, 1 << (index % 64));
        let new = self.bits[word] & bit == 0;
        self.bits[word] |= bit;
        new
    }
}

/// What the seed's program prints for a search's result: `No Need` for no steps, `No
/// Solution` when it ran out, else the steps and a blank line.
fn printed(searched: Searched) -> Attempt {
    match searched {
        Err(marked) => Attempt::OverBudget(marked),
        Ok(None) => Attempt::Printed("No Solution\n".into()),
        Ok(Some(steps)) if steps.is_empty() => Attempt::Printed("No Need\n".into()),
        Ok(Some(steps)) => {
            let lines = steps.iter().enumerate();
            let text: String = lines
                .map(|(i, (a, b))| format!("Step #{}: {a} {b}\n", i + 1))
                .collect();
            Attempt::Printed(text + "\n")
        }
    }
}

/// [`grids_alone`] on an input, as a program prints it (nothing for an input it cannot read).
fn run(input: &str, firsts: &[Kind]) -> Attempt {
    match Grid::parse(input) {
        Ok(grid) => {
            let budget = if grid.side() <= 3 { usize::MAX } else { BUDGET };
            printed(grids_alone(&grid, firsts, budget))
        }
        Err(_) => Attempt::Printed(String::new()),
    }
}

/// The number of `Step` lines of an answer.
fn steps_in(answer: &str) -> usize {
    answer
        .lines()
        .filter(|l| l.trim_start().starts_with("Step"))
        .count()
}

/// A breadth-first search with one visited set for both first types (the seed's program
/// with its two searches made one).
const ONE_VISITED_SET: Wrong = Wrong {
    name: "one_visited_set_for_both_first_types",
    source: "docs/bins/yuzan_alternating.md: marking grids from both first types in one array would be wrong (the seed's program searches once per first type, each search with its own visited array)",
    how: How::Program(|_, input| run(input, &[Kind::Orthogonal, Kind::Diagonal])),
};

/// One search, whose first move is always orthogonal.
const ONE_FIRST_TYPE: Wrong = Wrong {
    name: "first_move_always_orthogonal",
    source: "the statement (in the seed): the first move may be of either type, so the seed's program searches twice",
    how: How::Program(|_, input| run(input, &[Kind::Orthogonal])),
};

/// The seed's program without its `No Need` test: for the sorted grid it prints only the
/// blank line that closes its steps.
const NO_NEED_MISSING: Wrong = Wrong {
    name: "no_need_missing",
    source: "the statement (in the seed): a grid that needs 0 steps prints `No Need`",
    how: How::Model(|answer| match answer.trim() == "No Need" {
        true => Attempt::Printed("\n".into()),
        false => Attempt::Printed(answer.into()),
    }),
};

/// The known wrong solutions on 3×3 grids.
pub static WRONG_3X3: [Wrong; 4] = [
    ONE_VISITED_SET,
    ONE_FIRST_TYPE,
    NO_NEED_MISSING,
    Wrong {
        name: "depth_limit_one_short",
        source: "the kit's search: the farthest 3×3 grids need 12 moves (7 grids); a search that stops at 11 prints No Solution for them",
        how: How::Model(|answer| match steps_in(answer) >= 12 {
            true => Attempt::Printed("No Solution\n".into()),
            false => Attempt::Printed(answer.into()),
        }),
    },
];

/// The known wrong solutions on 4×4 grids: the two searches are over their budget where the
/// sorted grid is not a few moves out, and no farthest grid is known for a depth limit.
pub static WRONG_4X4: [Wrong; 3] = [ONE_VISITED_SET, ONE_FIRST_TYPE, NO_NEED_MISSING];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::Tables;

    /// The length of a search's way, as a test compares it.
    fn moves(grid: &str, firsts: &[Kind]) -> Result<Option<usize>, u64> {
        let grid = Grid::parse(grid).unwrap();
        grids_alone(&grid, firsts, BUDGET).map(|way| way.map(|steps| steps.len()))
    }

    #[test]
    fn the_mistaken_searches_walk_too_far() {
        let both = [Kind::Orthogonal, Kind::Diagonal];
        // 3 moves sort it (the oracle), each first type searched with its own marks finds
        // them, and one visited set for both finds 5.
        let three = "8 2 3 1 9 6 7 4 5";
        let apart = [Kind::Orthogonal, Kind::Diagonal].map(|kind| moves(three, &[kind]));
        assert_eq!(apart.iter().flatten().flatten().min(), Some(&3));
        assert_eq!(moves(three, &both), Ok(Some(5)));
        // One diagonal swap sorts it; a search that starts orthogonal needs 3.
        let one = "1 6 3 4 5 2 7 8 9";
        assert_eq!(moves(one, &[Kind::Diagonal]), Ok(Some(1)));
        assert_eq!(moves(one, &[Kind::Orthogonal]), Ok(Some(3)));
        assert_eq!(moves("1 2 3 4 5 6 7 8 9", &both), Ok(Some(0)));
        // On 4×4 the search is over its budget where it misses the 3 moves.
        let four = "1 6 3 4 5 2 7 11 9 10 8 15 13 14 12 16";
        assert!(moves(four, &both).is_err());
    }

    #[test]
    fn what_they_print() {
        let tables = Tables::new();
        let both = |input: &str| ONE_VISITED_SET.run(&tables, input, "");
        let steps = "Step #1: 2 6\n\n";
        assert_eq!(
            both("1 6 3\n4 5 2\n7 8 9\n"),
            Attempt::Printed(steps.into())
        );
        assert_eq!(
            both("1 2 3 4 5 6 7 8 9"),
            Attempt::Printed("No Need\n".into())
        );
        let sorted = NO_NEED_MISSING.run(&tables, "", "No Need\n");
        assert_eq!(sorted, Attempt::Printed("\n".into()));
        let twelve: String = (1..=12).map(|i| format!("Step #{i}: 1 2\n")).collect();
        let limit = &WRONG_3X3[3];
        let eleven = twelve.lines().take(11).collect::<Vec<_>>().join("\n");
        assert_eq!(
            limit.run(&tables, "", &eleven),
            Attempt::Printed(eleven.clone())
        );
        let gives_up = Attempt::Printed("No Solution\n".into());
        assert_eq!(limit.run(&tables, "", &twelve), gives_up);
    }
}
