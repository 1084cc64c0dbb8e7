//! AcWing 845 八数码: AcWing 179's board (nine tokens `1`–`8` and `x`) in, the fewest moves of
//! the `x` that reach `1 2 3 / 4 5 6 / 7 8 x` out, or `-1`. One answer per board, so the judge
//! compares integers. Judge bin: `acwing_steps`.
//!
//! Everything but the answer is AcWing 179's, from [`crate::x_board`]: the format, the goal,
//! the cases and the distance table, shared with AOJ's 3×3 boards.
//!
//! ```
//! use eight_puzzle::problems::acwing_steps::AcwingSteps;
//! use eight_puzzle::problem::Problem;
//! use eight_puzzle::tables::Tables;
//!
//! let tables = Tables::new();
//! assert!(AcwingSteps.check(&tables, "2 3 4 1 5 x 7 6 8", "19\n", None).is_accepted());
//! assert_eq!(AcwingSteps.check(&tables, "1 2 3 4 5 6 8 7 x", "-1", None).exit_code(), 0);
//! ```

use crate::check::{check_count, Verdict};
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::Reach;
use crate::tables::Tables;
use crate::wrong::{flat_corner_count, Wrong};
use crate::x_board::{self, parse, Truth};

/// The problem, for the registry.
pub struct AcwingSteps;

/// The problem, as the registry lists it.
pub const PROBLEM: AcwingSteps = AcwingSteps;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::one("acwing_steps")],
    far_most: 31,
    uniform_in_range: true,
    bad: &[
        "",
        "1 2 3 4 5 6 7 8\n",
        "1 2 3 4 5 6 7 8 x 1\n",
        "0 1 2 3 4 5 6 7 8\n",
        "1 2 3 4 5 6 7 x x\n",
        "12345678x\n",
    ],
    sizes: &[],
    limits: Limits::stated(
        1000,
        64,
        "AcWing's page, as a solution file's header copies it",
    ),
};

/// The known wrong solutions a data pack must fail ([`crate::wrong`]).
static WRONG: [Wrong; 4] = [
    Wrong::flat_corner(|tables, input| flat_corner_count(tables, parse(input).ok())),
    Wrong::limit_one_short(31, "-1", "the farthest board is 31 moves from the goal"),
    Wrong::GOAL_AFTER_A_MOVE,
    Wrong::no_unsolvable_test("-1", "the statement: some inputs cannot reach the goal and are answered -1; an iterative deepening search without a test for them deepens forever"),
];

impl Problem for AcwingSteps {
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
        check_count(
            tables,
            parse(input),
            |t: &Truth, b| t.get(b),
            (output, answer),
        )
    }

    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        x_board::walk_case(rng, k)
    }

    fn uniform(&self, rng: &mut Mt19937) -> String {
        x_board::uniform_case(rng)
    }

    fn far(&self, tables: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        x_board::far_case(tables, self.name(), rng, reach)
    }

    fn count(&self, tables: &Tables, ask: Ask) -> Result<Counted, String> {
        let title = "AcWing 845 (goal 1 2 3 / 4 5 6 / 7 8 x; AcWing 179's board), breadth-first search from the goal:";
        Ok(x_board::counted(tables, ask.facts(self.name())?, title))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts() {
        let tables = Tables::new();
        let check = |input: &str, out: &str| AcwingSteps.check(&tables, input, out, None);
        assert!(check("2 3 4 1 5 x 7 6 8", "19\n").is_accepted());
        assert!(check("1 2 3 4 5 6 7 8 x", "0").is_accepted());
        assert_eq!(check("2 3 4 1 5 x 7 6 8", "18").exit_code(), 1);
        assert_eq!(check("1 2 3 4 5 6 8 7 x", "0").exit_code(), 1);
        assert_eq!(
            check("2 3 4 1 5 x 7 6 8", "ullddrurdllurdruldr").exit_code(),
            2
        );
        assert_eq!(check("1 2 3", "0").exit_code(), 3);
    }
}
