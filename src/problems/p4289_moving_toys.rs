//! Luogu P4289 [HAOI2008] 移动玩具 (moving toys): two 4×4 boards of identical toys; the
//! fewest moves, each one toy one cell up, down, left or right into an empty cell, from the
//! first to the second. Judge bin: `p4289_moving_toys`.
//!
//! Written apart from the bin (which matches toys by Manhattan distance, a theorem): a
//! breadth-first search over boards, one toy move at a time, in a hash map. It is the oracle
//! the theorem is tested against.
//!
//! ```
//! use eight_puzzle::problems::p4289_moving_toys::{fewest, parse};
//!
//! let (start, target) = parse("1111 0000 1110 0010\n\n1010 0101 1010 0101").unwrap();
//! assert_eq!(fewest(start, target), 4);
//! ```

use crate::check::{check_with, exact_integer, Verdict};
use crate::distances::histogram;
use crate::facts::{binomial, histogram_line, joined};
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{draw, draw_in_reach, served, shuffle, Reach};
use crate::tables::Tables;
pub use crate::toys::{
    distances_from, distances_in, fewest, moves, moves_in, parse, to_input, Board, DIAMETER,
};
use crate::wrong::{printed_count, Attempt, How, Wrong};

/// The farthest pairs `gen` draws: 19 moves took at most 1.6 s over ten seeds; pairs 20
/// apart are too rare among random targets (`tests/p4289.rs` holds one).
pub const GEN_MOST: u32 = 19;

/// A uniformly random board of `k` toys.
fn random_board(rng: &mut Mt19937, k: usize) -> Board {
    let mut cells: Vec<u32> = (0..16).collect();
    shuffle(&mut cells, rng);
    cells[..k].iter().fold(0, |board, &c| board | 1 << c)
}

/// The problem, for the registry.
pub struct P4289;

/// The problem, as the registry lists it.
pub const PROBLEM: P4289 = P4289;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::one("p4289_moving_toys")],
    far_most: GEN_MOST,
    uniform_in_range: true,
    bad: &[
        "",
        "1111 0000 1110 0010\n\n1010 0101 1010 0100\n",
        "1111 0000 1110 0010\n\n1010 0101 1010 010\n",
        "1111 0000 1110 0010\n\n1010 0101 1010 0101 0\n",
        "1111 0000 1110 0020\n\n1010 0101 1010 0101\n",
        "1 1 1 1 0 0 0 0 1 1 1 0 0 0 1 0 1 0 1 0 0 1 0 1 1 0 1 0 0 1 0 x\n",
    ],
    sizes: &[],
    limits: Limits::usual("not found in the statement or its copies"),
};

/// The moves of a greedy matching: each toy of `start`, in reading order, takes the nearest
/// cell of `target` not yet taken (the first in reading order on a tie).
pub fn greedy_matching(start: Board, target: Board) -> u32 {
    let cells = |board: Board| (0..16).filter(move |&c| board >> c & 1 == 1);
    let apart = |a: u32, b: u32| (a / 4).abs_diff(b / 4) + (a % 4).abs_diff(b % 4);
    let mut free: Vec<u32> = cells(target).collect();
    let mut moves = 0;
    for toy in cells(start) {
        let nearest = (0..free.len())
            .min_by_key(|&i| apart(toy, free[i]))
            .expect("as many targets as toys");
        moves += apart(toy, free.remove(nearest));
    }
    moves
}

/// The known wrong solutions a data pack must fail ([`crate::wrong`]).
static WRONG: [Wrong; 3] = [
    Wrong {
        name: "greedy_nearest_target",
        source: "the statement: the toys are alike, so the fewest moves come from the best matching of toys to target cells; taking each toy to the nearest free target in turn is not always the best",
        how: How::Program(|_, input| match parse(input) {
            Ok((start, target)) => printed_count(Some(greedy_matching(start, target))),
            Err(_) => Attempt::Printed(String::new()),
        }),
    },
    Wrong::limit_one_short_of_gen(GEN_MOST, "-1"),
    Wrong::GOAL_AFTER_A_MOVE,
];

impl Problem for P4289 {
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
        let truth = parse(input).map(|(start, target)| i64::from(fewest(start, target)));
        check_with(truth, output, answer, exact_integer)
    }

    /// A random target (0 to 16 toys, drawn first), and the start `k` random toy moves from
    /// it, each drawn among the moves of the board.
    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        let toys = draw(rng, 17);
        let target = random_board(rng, toys);
        let mut start = target;
        for _ in 0..k {
            let next = moves(start);
            if !next.is_empty() {
                start = next[draw(rng, next.len())];
            }
        }
        to_input(start, target)
    }

    /// A toy count drawn from 0 to 16, then two boards of that many toys.
    fn uniform(&self, rng: &mut Mt19937) -> String {
        let toys = draw(rng, 17);
        let start = random_board(rng, toys);
        to_input(start, random_board(rng, toys))
    }

    /// Never asked: mode 1 draws a target and searches from it ([`Problem::search_far`]).
    /// Mode 1, distances up to [`GEN_MOST`]: a random target of 4 to 12 toys, searched
    /// from; a start drawn among the boards at a distance in `reach`, until one target has
    /// any.
    fn far(&self, _: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        served(reach, GEN_MOST, "pairs")?;
        let hi = reach.hi.unwrap_or(GEN_MOST).min(GEN_MOST);
        draw_in_reach(rng, reach, (hi, DIAMETER[8], 2_000), |rng| {
            let toys = 4 + draw(rng, 9);
            let target = random_board(rng, toys);
            match crate::toys::draw_start(rng, target, reach.lo, hi) {
                Some((start, d)) => (to_input(start, target), Some(d)),
                None => (String::new(), None),
            }
        })
    }

    fn count(&self, _: &Tables, ask: Ask) -> Result<Counted, String> {
        let csv = ask.facts(self.name())?;
        Ok(count_layers(csv))
    }
}

/// Per toy count: how many boards there are, and the layers of a breadth-first search
/// from the board whose toys fill the first cells (row by row).
fn count_layers(csv: bool) -> Counted {
    let mut text = match csv {
        true => "toys,boards,deepest,layers\n".to_string(),
        false => "P4289 moving toys (4×4), per toy count: breadth-first search from the board with the first cells full:\n".to_string(),
    };
    let mut counted = Counted::default();
    for k in 0..=16u32 {
        let first: Board = (1 << k) - 1;
        let layers = histogram(distances_from(first).into_values());
        let boards: usize = layers.iter().sum();
        let all = binomial(16, k as usize);
        if boards != all {
            let why = format!("{k} toys: {boards} boards reached, C(16, {k}) = {all}");
            counted.disagreements.push(why);
        }
        text += &match csv {
            true => format!(
                "{k},{boards},{},{}\n",
                layers.len() - 1,
                joined(&layers, " ")
            ),
            false => format!(
                "  {k:>2} toys: {boards} boards, the farthest {} moves out; per distance: {}\n",
                layers.len() - 1,
                histogram_line(&layers)
            ),
        };
    }
    if !csv {
        text += &format!(
            "  any two boards of k toys, k = 0..=16, are at most {} moves apart (every pair searched once; docs/bins/p4289_moving_toys.md)\n",
            joined(&DIAMETER, ", ")
        );
    }
    counted.text = text;
    counted
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sample_and_the_judge() {
        let tables = Tables::new();
        let check = |input: &str, out: &str| P4289.check(&tables, input, out, None);
        let sample = "1111\n0000\n1110\n0010 \n\n1010\n0101\n1010\n0101\n";
        assert!(check(sample, "4\n").is_accepted());
        assert_eq!(check(sample, "5\n").exit_code(), 1);
        assert_eq!(check(sample, "").exit_code(), 2);
        assert_eq!(check("1111 0000 1110 0010 1010", "4").exit_code(), 3);
        assert!(parse(&sample.replace("0101\n1010\n0101", "0101\n1010\n0100")).is_err());
        assert!(parse(&sample.replace('0', "2")).is_err());
        let (start, target) = parse(sample).unwrap();
        assert_eq!(parse(&to_input(start, target)), Ok((start, target)));
    }

    #[test]
    fn every_pair_of_two_toys_against_a_matching_by_hand() {
        // Two toys: the cheaper of the two ways to pair them, by Manhattan distance.
        let d = |a: u32, b: u32| (a / 4).abs_diff(b / 4) + (a % 4).abs_diff(b % 4);
        for s in (0..1u32 << 16).filter(|b| b.count_ones() == 2) {
            let far = distances_from(s);
            let (s0, s1) = (s.trailing_zeros(), 31 - s.leading_zeros());
            for (&t, &moves) in &far {
                let (t0, t1) = (t.trailing_zeros(), 31 - t.leading_zeros());
                let cheapest = (d(s0, t0) + d(s1, t1)).min(d(s0, t1) + d(s1, t0));
                assert_eq!(moves, cheapest, "{s:04x} -> {t:04x}");
            }
            assert!(far.values().all(|&m| m <= DIAMETER[2]));
        }
    }
}
