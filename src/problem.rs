//! What the kit must know of a problem: the trait each module in [`crate::problems`]
//! implements once, and that the tools reach through [`crate::registry`].
//!
//! Why a trait and not an enum: a new problem is then one module and one line in the
//! registry, and everything about it (including its oracle's type, a [`crate::tables::Table`])
//! stays in that module. An enum would spread each problem over one `match` arm per
//! operation.

use crate::check::Verdict;
use crate::mt19937::Mt19937;
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

    /// Mode 1: every input at distance at least `k`, in the order the draw indexes; an error
    /// that names the largest distance when there is none.
    fn far_cases(&self, tables: &Tables, k: u32) -> Result<Vec<String>, String>;

    /// The measured facts of its state graph, for people or (`csv`) for machines.
    fn count(&self, tables: &Tables, csv: bool) -> String;
}
