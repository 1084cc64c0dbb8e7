//! Data packs (`pack`): every input one the statement allows, every answer the bin's and
//! accepted by the kit's checker, every catalogued wrong solution failed by a test, the same
//! bytes for the same seed, and each layout as its documentation has it (`docs/packs.md`).
//! Planted faults (the test that fails a wrong solution dropped, an input the parser
//! refuses) must be named.

use crate::bins::SOLVERS;
use crate::common;
use crate::tier::Tier;
use eight_puzzle::pack::{kills, Order, Pack, Test, DEFAULT_TESTS};
use eight_puzzle::pack_files::{files, Format};
use eight_puzzle::problem::Problem;
use eight_puzzle::registry;
use std::collections::BTreeSet;

/// The pack of `problem` for `seed`, answered by its first judge bin's `solve`.
fn pack(problem: &'static dyn Problem, seed: u32, tests: usize) -> Pack {
    let solve = SOLVERS
        .iter()
        .find(|(name, _)| *name == problem.name())
        .expect("a judge bin named after the problem")
        .1;
    let order = Order {
        problem,
        tables: common::tables(),
        solver: &solve,
        seed,
        tests,
    };
    Pack::build(&order).unwrap_or_else(|why| panic!("{why}"))
}

/// What is wrong with the layout of `files` in `format` for a pack of `n` tests.
fn layout_faults(
    files: &[(String, String)],
    format: Format,
    n: usize,
    checker: bool,
) -> Vec<String> {
    let names: BTreeSet<String> = files
        .iter()
        .map(
            |(name, _)| match name.starts_with("submissions/accepted/") {
                true => "submissions/accepted/NAME.rs".to_string(),
                false => name.clone(),
            },
        )
        .collect();
    let names: BTreeSet<&str> = names.iter().map(String::as_str).collect();
    let mut want: BTreeSet<String> = BTreeSet::from(["REPORT.md".to_string()]);
    match format {
        Format::Plain | Format::Hydro => {
            for i in 1..=n {
                want.extend([format!("{i}.in"), format!("{i}.out")]);
            }
            if format == Format::Hydro {
                want.insert("config.yaml".into());
            }
            if checker {
                want.insert("checker.rs".into());
            }
        }
        Format::Icpc => {
            want.insert("problem.yaml".into());
            want.insert(".timelimit".into());
            want.insert("problem_statement/problem.en.tex".into());
            want.insert("submissions/accepted/NAME.rs".into());
            let tests = files.iter().filter(|(name, _)| name.ends_with(".in"));
            for (name, _) in tests {
                let stem = name.trim_end_matches(".in");
                let ok = stem.starts_with("data/sample/") || stem.starts_with("data/secret/");
                want.insert(if ok {
                    format!("{stem}.ans")
                } else {
                    "a test outside data/sample and data/secret".into()
                });
                want.insert(name.clone());
            }
            if checker {
                want.insert("output_validators/checker/checker.rs".into());
                want.insert("output_validators/checker/build".into());
            }
        }
    }
    let want: BTreeSet<&str> = want.iter().map(String::as_str).collect();
    let mut faults: Vec<String> = want
        .difference(&names)
        .map(|n| format!("missing {n}"))
        .collect();
    faults.extend(names.difference(&want).map(|n| format!("unexpected {n}")));
    if format == Format::Icpc && files.iter().filter(|(n, _)| n.ends_with(".in")).count() != n {
        faults.push("not every test is in data/".into());
    }
    faults
}

/// The problems the quick tier packs: the seed's and every problem of one size whose
/// answers are not unique (they carry a checker).
fn quick_problems() -> Vec<&'static dyn Problem> {
    let cheap = |p: &&dyn Problem| p.checker().is_some() && p.spec().sizes.is_empty();
    let mut chosen = vec![registry::PROBLEMS[0]];
    chosen.extend(registry::PROBLEMS.iter().copied().filter(cheap));
    chosen
}

/// Every problem at every size.
fn every_problem() -> Vec<&'static dyn Problem> {
    let sized = |p: &&'static dyn Problem| -> Vec<&'static dyn Problem> {
        match p.spec().sizes {
            [] => vec![*p],
            sizes => sizes.iter().map(|&(_, s)| s).collect(),
        }
    };
    registry::PROBLEMS.iter().flat_map(sized).collect()
}

fn packs_keep_their_promises(tier: Tier) {
    let problems = tier.pick(quick_problems(), every_problem());
    let failures = common::per_core(&problems, |chunk| {
        let mut faults = Vec::new();
        for &problem in chunk {
            let pack = pack(problem, 1, DEFAULT_TESTS);
            faults.extend(pack.faults(common::tables()));
            faults.extend(
                pack.survivors()
                    .iter()
                    .map(|w| format!("{}: {w} survives", problem.name())),
            );
            for format in [Format::Plain, Format::Hydro, Format::Icpc] {
                let written = files(&pack, format);
                let checker = problem.checker().is_some();
                let layout = layout_faults(&written, format, pack.tests.len(), checker);
                faults.extend(
                    layout
                        .into_iter()
                        .map(|f| format!("{} {format:?}: {f}", problem.name())),
                );
            }
        }
        faults
    });
    common::assert_none_failed(&failures.concat());
}

tiers!(packs_keep_their_promises);

#[test]
fn the_same_seed_writes_the_same_bytes_and_another_seed_other_tests() {
    let seed_problem = registry::PROBLEMS[0];
    let [a, b, c] = [7, 7, 8].map(|seed| files(&pack(seed_problem, seed, 12), Format::Icpc));
    assert_eq!(a, b);
    assert_ne!(a, c);
}

#[test]
fn a_pack_without_the_test_that_fails_a_wrong_solution_is_refused() {
    let tables = common::tables();
    for problem in quick_problems() {
        let mut full = pack(problem, 1, DEFAULT_TESTS);
        assert_eq!(full.faults(tables), Vec::<String>::new());
        for kill in full.kills.clone() {
            let mut planted = Pack {
                problem: full.problem,
                seed: full.seed,
                tests: full.tests.clone(),
                kills: vec![],
            };
            // Whether the wrong solution fails `t`, judged as the pack judges it.
            let fails = |t: &Test| {
                let alone = kills(problem, tables, std::slice::from_ref(t));
                alone
                    .iter()
                    .any(|k| k.wrong.name == kill.wrong.name && k.by.is_some())
            };
            planted.tests.retain(|t| !fails(t));
            let faults = planted.faults(tables);
            let named = format!("no test fails {}", kill.wrong.name);
            assert!(
                faults.iter().any(|f| f.ends_with(&named)),
                "{}: {faults:?}",
                problem.name()
            );
        }
        full.tests[0].input = "not an input\n".into();
        let faults = full.faults(tables);
        assert!(
            faults
                .iter()
                .any(|f| f.contains("test 1 (") && f.contains("not one the statement allows")),
            "{faults:?}"
        );
    }
}

#[test]
fn every_wrong_solution_fails_on_a_case_of_each_bin() {
    let tables = common::tables();
    let mut survivors = Vec::new();
    for (problem, bin) in registry::bins() {
        if bin.answers == eight_puzzle::problem::Answers::Recorded {
            continue;
        }
        let tests: Vec<Test> = common::cases_of(bin.name)
            .into_iter()
            .map(|(origin, input, answer)| Test {
                origin,
                input,
                answer,
                summary: String::new(),
                sample: false,
            })
            .collect();
        for kill in kills(problem, tables, &tests) {
            if kill.by.is_none() {
                survivors.push(format!("{}: {}", bin.name, kill.wrong.name));
            }
        }
    }
    assert!(survivors.is_empty(), "no case fails {survivors:?}");
}
