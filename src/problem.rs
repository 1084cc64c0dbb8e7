//! What the kit must know of a problem: the trait each module in [`crate::problems`]
//! implements once, and that the tools reach through [`crate::registry`].
//!
//! Why a trait and not an enum: a new problem is then one module and one line in the
//! registry, and everything about it (including its oracle's type, a [`crate::tables::Table`])
//! stays in that module. An enum would spread each problem over one `match` arm per
//! operation.

use crate::check::Verdict;
pub use crate::facts::Counted;
use crate::mt19937::Mt19937;
use crate::sampling::Reach;
use crate::tables::Tables;

/// One problem: its judge, its case generator and its measured facts.
pub trait Problem: Sync {
    /// The judge bins that solve it; the first is the problem's own name.
    fn bins(&self) -> &'static [&'static str];

    /// The name the tools print and take.
    fn name(&self) -> &'static str {
        self.bins()[0]
    }

    /// Judges a contestant's `output` for `input`; `answer` is the expected output file, if
    /// there is one (checked too: a wrong one is the checker's failure).
    fn check(&self, tables: &Tables, input: &str, output: &str, answer: Option<&str>) -> Verdict;

    /// Mode 0: the input of the case `k` random moves back from the goal, each drawn as
    /// `rng() % (number of moves)`.
    fn walk(&self, rng: &mut Mt19937, k: u32) -> String;

    /// Mode 2: a uniformly random arrangement, solvable or not.
    fn uniform(&self, rng: &mut Mt19937) -> String;

    /// Mode 1: every input whose distance lies in `reach`, in the order the draw indexes;
    /// an error that names the largest distance when there is none.
    fn far_cases(&self, tables: &Tables, reach: Reach) -> Result<Vec<String>, String>;

    /// Mode 1 for a state space too large to list: a case drawn with `rng` whose distance
    /// lies in `reach`, found by drawing and solving. `None` (the default) when the problem
    /// lists its far cases instead.
    fn search_far(
        &self,
        _tables: &Tables,
        _rng: &mut Mt19937,
        _reach: Reach,
    ) -> Option<Result<String, String>> {
        None
    }

    /// The measured facts of its state graph, for people or (`csv`) for machines, with any
    /// disagreement with a published figure.
    fn count(&self, tables: &Tables, csv: bool) -> Counted;

    /// The same problem on boards of side `side` (`--size`); by default only one size.
    fn sized(&self, side: u32) -> Result<&'static dyn Problem, String> {
        Err(format!(
            "{} takes no --size (asked for {side})",
            self.name()
        ))
    }

    /// Solves every board listed in `text` (`count --instances`), one line per board.
    fn count_instances(&self, _tables: &Tables, _text: &str) -> Result<Counted, String> {
        Err(format!("{} takes no --instances", self.name()))
    }

    /// The tables its judge bin holds as written data, as the bin writes them (`count
    /// --tables`), where it holds any.
    fn bin_tables(&self) -> Result<String, String> {
        Err(format!(
            "{}'s judge bin holds no written tables",
            self.name()
        ))
    }
}
