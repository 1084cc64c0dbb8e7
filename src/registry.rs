//! The one place that lists the problems. Tools find a problem by the name of any judge bin
//! that solves it (`p1379_flat` is P1379).
//!
//! ```
//! use eight_puzzle::registry;
//!
//! assert_eq!(registry::find("p1379_reverse").unwrap().name(), "p1379");
//! assert!(registry::find("p9999").is_err_and(|why| why.contains("acwing_astar")));
//! ```

use crate::problem::Problem;
use crate::problems::{
    abc224, abc336, abc361, acwing, acwing_steps, aoj, aoj_seven, cses, leetcode, p1379, p2324,
    p2578, p2730, p4289, rotation, rubiks, yuzan,
};

/// Every problem the kit knows, in the order the tools list them: each module's `PROBLEM`.
pub const PROBLEMS: &[&dyn Problem] = &[
    &p1379::PROBLEM,
    &acwing::PROBLEM,
    &yuzan::PROBLEM,
    &aoj::PROBLEM,
    &cses::PROBLEM,
    &acwing_steps::PROBLEM,
    &aoj_seven::PROBLEM,
    &leetcode::PROBLEM,
    &abc224::PROBLEM,
    &p2324::PROBLEM,
    &p2730::PROBLEM,
    &p4289::PROBLEM,
    &p2578::PROBLEM,
    &rotation::PROBLEM,
    &abc361::PROBLEM,
    &abc336::PROBLEM,
    &rubiks::PROBLEM,
];

/// The problem that judge bin `name` solves.
pub fn find(name: &str) -> Result<&'static dyn Problem, String> {
    PROBLEMS
        .iter()
        .copied()
        .find(|problem| problem.bins().contains(&name))
        .ok_or_else(|| format!("unknown problem '{name}': expected {}", bin_names(", ")))
}

/// Every judge bin's name, joined by `separator`.
pub fn bin_names(separator: &str) -> String {
    let names: Vec<&str> = PROBLEMS.iter().flat_map(|p| p.bins()).copied().collect();
    names.join(separator)
}

/// Every problem's name, joined by `separator`.
pub fn problem_names(separator: &str) -> String {
    let names: Vec<&str> = PROBLEMS.iter().map(|p| p.name()).collect();
    names.join(separator)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_bin_belongs_to_exactly_one_problem() {
        let bins = bin_names(" ");
        for bin in bins.split(' ') {
            let owners = PROBLEMS.iter().filter(|p| p.bins().contains(&bin)).count();
            assert_eq!(owners, 1, "{bin}");
            assert!(find(bin).is_ok());
        }
        assert_eq!(
            problem_names("|"),
            "p1379|acwing_astar|yuzan_alternating|aoj_idastar|cses_swap_game|acwing_steps|aoj_seven_puzzle|leetcode_sliding_puzzle|abc224_graph_puzzle|p2324_knights|p2730_magic_squares|p4289_moving_toys|p2578_nine_digits|acwing_rotation_game|abc361_go_stones|abc336_rotation_puzzle|kattis_rubiks_revenge"
        );
    }
}
