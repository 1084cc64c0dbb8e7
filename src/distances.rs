//! Distance tables for the sliding puzzles, by one breadth-first search from a goal.
//!
//! This is the sliding problems' oracle, written apart from the judge bins: boards are packed into `u64`
//! keys of a hash map (the bins use Cantor ranks into flat arrays), and neighbours come from
//! row/column arithmetic (the bins use constant tables). Searching from the goal is valid
//! because every move can be undone by the reverse move, so distance to the goal equals
//! distance from it.
//!
//! ```
//! use eight_puzzle::board::{Adjacency, Board};
//! use eight_puzzle::distances::Distances;
//!
//! let goal = Board([1, 2, 3, 8, 0, 4, 7, 6, 5]);
//! let table = Distances::from_goal(goal, Adjacency::Grid);
//! assert_eq!(table.len(), 181_440);
//! assert_eq!(table.get(&Board([2, 8, 3, 1, 0, 4, 7, 6, 5])), Some(4));
//! assert_eq!(table.histogram()[..4], [1, 4, 8, 8]);
//! ```

use crate::board::{Adjacency, Board};
use crate::fxhash::FxHashMap;
use crate::tables::{Table, Tables};
use std::collections::VecDeque;
use std::marker::PhantomData;
use std::ops::Deref;

/// The distance of every board that can reach `goal`; boards missing from it cannot.
pub struct Distances {
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
        Distances { dist }
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

/// A goal and its moves, named by a marker type so that its table is a [`Table`].
pub trait Goal: 'static {
    const GOAL: Board;
    const ADJACENCY: Adjacency = Adjacency::Grid;
}

/// The goal `1 2 3 / 4 5 6 / 7 8 0`, blank in the corner, with the real moves: AcWing's and
/// AOJ's 3×3 goal, so both problems share one table.
pub struct Corner;

impl Goal for Corner {
    const GOAL: Board = Board([1, 2, 3, 4, 5, 6, 7, 8, 0]);
}

/// The corner goal with the seed's flat-index moves (`p ± 1` wraps across rows): what the
/// mistake computes for the problems of that goal.
pub struct FlatCorner;

impl Goal for FlatCorner {
    const GOAL: Board = Corner::GOAL;
    const ADJACENCY: Adjacency = Adjacency::Flat;
}

/// The distances to `G::GOAL`, built once per [`Tables`]; reads as a [`Distances`].
pub struct DistancesTo<G: Goal>(Distances, PhantomData<fn() -> G>);

impl<G: Goal> Table for DistancesTo<G> {
    fn build(_: &Tables) -> Self {
        DistancesTo(Distances::from_goal(G::GOAL, G::ADJACENCY), PhantomData)
    }
}

impl<G: Goal> Deref for DistancesTo<G> {
    type Target = Distances;
    fn deref(&self) -> &Distances {
        &self.0
    }
}
