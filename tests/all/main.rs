//! The one test binary. The modules that serve every problem loop over the registry
//! (`eight_puzzle::each_problem!`) and name no problem; then one module per problem, named
//! after it, holds what is its own: sweeps of its whole space, its oracle, its goals, its
//! tools. A new puzzle adds `tests/all/<name>.rs`; the macro declares it.

#[macro_use]
mod tier;
#[macro_use]
mod checkers;

mod bad_input;
mod cards;
mod cases;
mod check_cli;
mod common;
mod contract;
mod copies;
mod files;
mod fuzz;
mod goals;
mod hosts;
mod packs;
mod readme;
mod tools;

/// Every judge bin as a module of `bins` (the file included as it is, so the tests call
/// its `solve` and its items), and a test module per problem.
macro_rules! bins_and_problem_tests {
    ($($problem:ident: $($bin:ident)+;)*) => {
        pub mod bins {
            $($(
                #[allow(dead_code)]
                pub mod $bin {
                    include!(concat!(env!("CARGO_MANIFEST_DIR"), "/src/bin/", stringify!($bin), ".rs"));
                }
            )+)*

            /// Every judge bin's name and `solve`, in the registry's order.
            pub const SOLVERS: &[(&str, fn(&str) -> Result<String, String>)] =
                &[$($((stringify!($bin), $bin::solve)),+),*];
        }

        $(mod $problem;)*
    };
}

eight_puzzle::each_problem!(bins_and_problem_tests);
