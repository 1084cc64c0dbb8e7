//! The generator `gen` and `duipai` draw cases with: it picks the mode for a problem. It
//! stands above [`crate::problem::Problem`], which stands above [`crate::sampling`]'s modes and draws, so the kit's imports only point down.
//!
//! ```
//! use eight_puzzle::sampling::Mode;
//! use eight_puzzle::cases::Generator;
//! use eight_puzzle::registry;
//! use eight_puzzle::tables::Tables;
//!
//! let tables = Tables::new();
//! let seed_problem = registry::PROBLEMS[0];
//! // What `gen 1 30 0` of the reference prints, byte for byte.
//! let case = Generator::new(&tables).case(seed_problem, 1, 30, Mode::Walk).unwrap();
//! assert_eq!(case, "123784065\n");
//! ```

use crate::mt19937::Mt19937;
use crate::problem::Problem;
use crate::sampling::{Mode, Reach};
use crate::tables::Tables;

/// Draws cases; its tables keep the oracles and the far lists of every (problem, k) it has
/// needed.
pub struct Generator<'a> {
    tables: &'a Tables,
}

impl<'a> Generator<'a> {
    /// `tables` supplies (and keeps) the oracles that `Mode::Far` needs.
    pub fn new(tables: &'a Tables) -> Generator<'a> {
        Generator { tables }
    }

    /// The input text of the case for `seed`; a range `reach` is for mode 1 only.
    pub fn case(
        &self,
        problem: &dyn Problem,
        seed: u32,
        reach: impl Into<Reach>,
        mode: Mode,
    ) -> Result<String, String> {
        let reach = reach.into();
        let mut rng = Mt19937::new(seed);
        if reach.hi.is_some() && mode != Mode::Far {
            return Err(format!("a range of distances ({reach}) is for mode 1 only"));
        }
        let most = problem.spec().far_most;
        match mode {
            Mode::Walk => Ok(problem.walk(&mut rng, reach.lo)),
            Mode::Uniform => Ok(problem.uniform(&mut rng)),
            // Refused before any table is built or any case drawn.
            Mode::Far if reach.lo > most => Err(format!(
                "no case {} or more out is served: gen serves {} at most {most} out (counted as the problem counts: moves, pushes, steps…)",
                reach.lo,
                problem.name()
            )),
            Mode::Far => problem.far(self.tables, &mut rng, reach),
        }
    }
}
