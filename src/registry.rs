//! Finding problems. The list itself is [`crate::each_problem`] (in `src/problems/mod.rs`);
//! tools find a problem by the name of any judge bin that solves it.
//!
//! ```
//! use eight_puzzle::registry;
//!
//! let first = registry::PROBLEMS[0];
//! let last_bin = first.spec().bins.last().unwrap().name;
//! assert_eq!(registry::find(last_bin).unwrap().name(), first.name());
//! assert!(registry::find("p9999").is_err_and(|why| why.contains(first.name())));
//! ```

use crate::problem::{Bin, Problem};
use crate::text::parse_number;

/// Every problem the kit knows, in the order the tools list them. The first is the seed's
/// problem: the tools' default.
pub const PROBLEMS: &[&dyn Problem] = crate::problems::ALL;

/// The problem that judge bin `name` solves.
pub fn find(name: &str) -> Result<&'static dyn Problem, String> {
    PROBLEMS
        .iter()
        .copied()
        .find(|problem| problem.spec().bins.iter().any(|bin| bin.name == name))
        .ok_or_else(|| format!("unknown problem '{name}': expected {}", bin_names(", ")))
}

/// `problem` at board side `side` (`--size`), where it takes sizes.
pub fn sized(problem: &'static dyn Problem, side: &str) -> Result<&'static dyn Problem, String> {
    let sizes = problem.spec().sizes;
    if sizes.is_empty() {
        return Err(format!(
            "{} takes no --size (asked for {side})",
            problem.name()
        ));
    }
    let side: u32 = parse_number("--size", side)?;
    let found = sizes.iter().find(|&&(s, _)| s == side).map(|&(_, p)| p);
    found.ok_or_else(|| {
        let sides: Vec<String> = sizes.iter().map(|(s, _)| format!("{s}×{s}")).collect();
        format!(
            "{} is {}, not --size {side}",
            problem.name(),
            sides.join(" or ")
        )
    })
}

/// Every judge bin with the problem it belongs to, in the registry's order.
pub fn bins() -> impl Iterator<Item = (&'static dyn Problem, &'static Bin)> {
    PROBLEMS
        .iter()
        .flat_map(|&problem| problem.spec().bins.iter().map(move |bin| (problem, bin)))
}

/// Every judge bin's name, joined by `separator`.
pub fn bin_names(separator: &str) -> String {
    let names: Vec<&str> = bins().map(|(_, bin)| bin.name).collect();
    names.join(separator)
}

/// The problems as `--help` lists them: each one's bins and, for the tools that make cases
/// (`with_k`), the largest k `gen` mode 1 serves (per size, for problems with sizes).
pub fn help(with_k: bool) -> String {
    let mut text = String::from("P (the first is the default; any of its bins' names)");
    text += if with_k {
        " and mode 1's largest k:\n"
    } else {
        ":\n"
    };
    for problem in PROBLEMS {
        let spec = problem.spec();
        let bins: Vec<&str> = spec.bins.iter().map(|bin| bin.name).collect();
        if !with_k {
            text += &format!("  {}\n", bins.join(", "));
            continue;
        }
        let most = match spec.sizes {
            [] => spec.far_most.to_string(),
            sizes => {
                let each: Vec<String> = sizes
                    .iter()
                    .map(|(side, p)| format!("--size {side}: {}", p.spec().far_most))
                    .collect();
                each.join(", ")
            }
        };
        text += &format!("  {}: {most}\n", bins.join(", "));
    }
    text
}

/// `count --list`: a line per judge bin, its name and how its cases are judged (`one`: byte
/// for byte and by the checker, `many`: by the checker, `recorded`: byte for byte only),
/// for `bundle.sh`.
pub fn listing() -> String {
    bins()
        .map(|(_, bin)| format!("{} {}\n", bin.name, bin.answers.word()))
        .collect()
}

/// Every problem at each board side it takes, in the registry's order: the side (`None`
/// for a problem of one size) and the problem at that side.
pub fn every_size() -> impl Iterator<Item = (Option<u32>, &'static dyn Problem)> {
    PROBLEMS
        .iter()
        .flat_map(|&problem| match problem.spec().sizes {
            [] => vec![(None, problem)],
            sizes => sizes.iter().map(|&(side, p)| (Some(side), p)).collect(),
        })
}

/// `count --packs`: a line per problem and board size, `short problem [--size N]`, where
/// `short` is the name without underscores, the side appended (`yuzanalternating4`): a
/// valid short name of a problem package, and the id a Hydro pack gives the problem.
pub fn packs() -> String {
    let mut text = String::new();
    for (side, problem) in every_size() {
        let short = problem.name().replace('_', "");
        text += &match side {
            None => format!("{short} {}\n", problem.name()),
            Some(side) => format!("{short}{side} {} --size {side}\n", problem.name()),
        };
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_bin_belongs_to_exactly_one_problem_named_after_its_first() {
        for (problem, bin) in bins() {
            let owners = PROBLEMS
                .iter()
                .filter(|p| p.spec().bins.iter().any(|b| b.name == bin.name))
                .count();
            assert_eq!(owners, 1, "{}", bin.name);
            assert_eq!(find(bin.name).unwrap().name(), problem.name());
        }
    }

    #[test]
    fn sizes_name_problems_of_their_own_bins() {
        for problem in PROBLEMS {
            for &(side, sized) in problem.spec().sizes {
                assert_eq!(sized.name(), problem.name(), "--size {side}");
            }
        }
    }
}
