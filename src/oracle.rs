//! Distance tables for the sliding puzzles, by one breadth-first search from the goal.
//!
//! This is the tests' oracle, written apart from the judge bins: boards are packed into `u64`
//! keys of a hash map (the bins use Cantor ranks into flat arrays), and neighbours come from
//! row/column arithmetic (the bins use constant tables). Searching from the goal is valid
//! because every move can be undone by the reverse move, so distance to the goal equals
//! distance from it.
//!
//! ```
//! use eight_puzzle::board::{Adjacency, Board, P1379_GOAL};
//! use eight_puzzle::oracle::Distances;
//!
//! let table = Distances::from_goal(P1379_GOAL, Adjacency::Grid);
//! assert_eq!(table.len(), 181_440);
//! assert_eq!(table.get(&Board::from_digits("283104765").unwrap()), Some(4));
//! ```

use crate::board::{Adjacency, Board};
use crate::fxhash::FxHashMap;
use std::collections::VecDeque;

/// The distance of every board that can reach `goal`; boards missing from it cannot.
pub struct Distances {
    goal: Board,
    dist: FxHashMap<u64, u8>,
}

impl Distances {
    /// Breadth-first search from `goal` over the moves of `adjacency`.
    pub fn from_goal(goal: Board, adjacency: Adjacency) -> Distances {
        let mut dist = FxHashMap::default();
        dist.insert(goal.key(), 0u8);
        let mut queue = VecDeque::from([goal]);
        while let Some(board) = queue.pop_front() {
            let d = dist[&board.key()];
            for next in board.neighbours(adjacency) {
                dist.entry(next.key()).or_insert_with(|| {
                    queue.push_back(next);
                    d + 1
                });
            }
        }
        Distances { goal, dist }
    }

    /// The goal the table was built from.
    pub fn goal(&self) -> Board {
        self.goal
    }

    /// Fewest moves from `board` to the goal, or `None` if it cannot get there.
    pub fn get(&self, board: &Board) -> Option<u32> {
        self.dist.get(&board.key()).map(|&d| u32::from(d))
    }

    /// How many boards reach the goal.
    pub fn len(&self) -> usize {
        self.dist.len()
    }

    /// Always false: the goal reaches itself.
    pub fn is_empty(&self) -> bool {
        self.dist.is_empty()
    }

    /// Every reachable board with its distance, in no particular order.
    pub fn iter(&self) -> impl Iterator<Item = (Board, u32)> + '_ {
        self.dist
            .iter()
            .map(|(&k, &d)| (Board::from_key(k), u32::from(d)))
    }

    /// `histogram()[d]` = how many boards are exactly `d` moves from the goal.
    pub fn histogram(&self) -> Vec<usize> {
        histogram(self.dist.values().map(|&d| u32::from(d)))
    }

    /// The largest distance.
    pub fn max_distance(&self) -> u32 {
        self.histogram().len() as u32 - 1
    }

    /// Boards at distance at least `k`, sorted by their digits (the order the reference
    /// generator draws from).
    pub fn at_least(&self, k: u32) -> Vec<Board> {
        let mut far: Vec<Board> = self
            .iter()
            .filter(|&(_, d)| d >= k)
            .map(|(b, _)| b)
            .collect();
        far.sort_unstable();
        far
    }
}

/// `histogram(ds)[d]` = how many of the distances `ds` equal `d`.
pub fn histogram(distances: impl IntoIterator<Item = u32>) -> Vec<usize> {
    let mut counts = Vec::new();
    for d in distances {
        let d = d as usize;
        if counts.len() <= d {
            counts.resize(d + 1, 0);
        }
        counts[d] += 1;
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{ACWING_GOAL, P1379_GOAL};

    #[test]
    fn grid_reaches_exactly_the_boards_of_the_goals_parity() {
        for goal in [P1379_GOAL, ACWING_GOAL] {
            let table = Distances::from_goal(goal, Adjacency::Grid);
            let mut same_parity = 0;
            for board in Board::all() {
                let same = board.tile_parity() == goal.tile_parity();
                same_parity += usize::from(same);
                assert_eq!(table.get(&board).is_some(), same, "{board}");
            }
            assert_eq!((same_parity, table.len()), (181_440, 181_440));
        }
    }

    #[test]
    fn known_extremes() {
        let p1379 = Distances::from_goal(P1379_GOAL, Adjacency::Grid);
        assert_eq!(p1379.max_distance(), 30);
        assert_eq!(p1379.histogram()[30], 148);
        let acwing = Distances::from_goal(ACWING_GOAL, Adjacency::Grid);
        assert_eq!(acwing.max_distance(), 31);
        assert_eq!(acwing.at_least(31).len(), 2);
        let flat = Distances::from_goal(P1379_GOAL, Adjacency::Flat);
        assert_eq!((flat.len(), flat.max_distance()), (181_440, 28));
    }
}
