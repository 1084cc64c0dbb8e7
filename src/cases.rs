//! The generator `gen` and `duipai` draw cases with: it picks the mode for a problem and
//! keeps the far lists it has made. It stands above [`crate::problem::Problem`], which stands
//! above [`crate::sampling`]'s modes and draws, so the kit's imports only point down.
//!
//! ```
//! use eight_puzzle::sampling::Mode;
//! use eight_puzzle::cases::Generator;
//! use eight_puzzle::registry;
//! use eight_puzzle::tables::Tables;
//!
//! let tables = Tables::new();
//! let p1379 = registry::find("p1379").unwrap();
//! // What `gen 1 30 0` of the reference prints, byte for byte.
//! let case = Generator::new(&tables).case(p1379, 1, 30, Mode::Walk).unwrap();
//! assert_eq!(case, "123784065\n");
//! ```

use crate::mt19937::Mt19937;
use crate::problem::Problem;
use crate::sampling::{draw, Mode, Reach};
use crate::tables::Tables;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// The far lists drawn from so far, by (problem name, reach).
type FarLists = HashMap<(&'static str, Reach), Rc<Vec<String>>>;

/// Draws cases, keeping the far list of each (problem, k) it has needed.
pub struct Generator<'a> {
    tables: &'a Tables,
    far: RefCell<FarLists>,
}

impl<'a> Generator<'a> {
    /// `tables` supplies (and keeps) the oracles that `Mode::Far` needs.
    pub fn new(tables: &'a Tables) -> Generator<'a> {
        Generator {
            tables,
            far: RefCell::new(HashMap::new()),
        }
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
        match mode {
            Mode::Walk => Ok(problem.walk(&mut rng, reach.lo)),
            Mode::Uniform => Ok(problem.uniform(&mut rng)),
            Mode::Far => {
                if let Some(case) = problem.search_far(self.tables, &mut rng, reach) {
                    return case;
                }
                let far = self.far_cases(problem, reach)?;
                Ok(far[draw(&mut rng, far.len())].clone())
            }
        }
    }

    fn far_cases(&self, problem: &dyn Problem, reach: Reach) -> Result<Rc<Vec<String>>, String> {
        let key = (problem.name(), reach);
        if let Some(far) = self.far.borrow().get(&key) {
            return Ok(Rc::clone(far));
        }
        let far = Rc::new(problem.far_cases(self.tables, reach)?);
        self.far.borrow_mut().insert(key, Rc::clone(&far));
        Ok(far)
    }
}
