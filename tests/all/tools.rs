//! The 对拍 tools on every problem of the registry: `gen` in every mode (and at every size)
//! prints a case each of the problem's bins answers and `check` accepts, `duipai` runs the
//! bins against each other, `count --list` is the registry; and bad arguments to all of
//! them. What a tool prints for one problem is that problem's module's.

use crate::common;
use crate::tier::Tier;
use eight_puzzle::cases::Generator;
use eight_puzzle::problem::{Answers, Problem, Spec};
use eight_puzzle::registry;
use eight_puzzle::sampling::Mode;
use std::time::{Duration, Instant};

/// (problem, gen's arguments, whether gen must refuse them) for every mode of every problem
/// and size: mode 1 at the largest k it serves and one past it, mode 2 where its draws lie
/// within the statement's limits.
fn probes() -> Vec<(&'static str, Vec<String>, bool)> {
    let mut probes = Vec::new();
    for (problem, size) in sized_problems() {
        let spec = problem.spec();
        let most = spec.far_most;
        let mut modes = vec![("10".to_string(), "0"), (most.to_string(), "1")];
        if spec.uniform_in_range {
            modes.push(("0".into(), "2"));
        }
        modes.push(((most + 1).to_string(), "1"));
        for (k, mode) in modes {
            let refused = mode == "1" && k == (most + 1).to_string();
            let mut args = vec!["--problem".to_string(), problem.name().into()];
            args.extend(size.split_whitespace().map(String::from));
            args.extend(["7".into(), k, mode.into()]);
            probes.push((problem.name(), args, refused));
        }
    }
    probes
}

/// The most seconds a `gen` call may take in the tests: 5 times its promise of about 2 s.
pub const GEN_BUDGET: f64 = 10.0;

/// Every problem through the tools: each case `gen` prints, answered by each of the
/// problem's bins, is accepted by the checker (a case no bin can answer, `-1`, is too).
/// Every case is drawn within `GEN_BUDGET` (mode 1 at the largest k included: `gen` promises
/// about 2 s, fuzzing finding 4; the budget leaves room for a loaded machine), and one move
/// farther is refused within 5 s.
#[test]
fn every_problem_through_gen_its_bins_and_check() {
    let failures = common::per_core(&probes(), |part| {
        let mut failures = Vec::new();
        for (name, args, refused) in part {
            let words: Vec<&str> = args.iter().map(String::as_str).collect();
            let started = Instant::now();
            let (code, case, err) = common::tool("gen", &words);
            let seconds = started.elapsed().as_secs_f64();
            match (refused, code) {
                (true, 2) if seconds < 5.0 => continue,
                (false, 0) if seconds < GEN_BUDGET => {}
                _ => {
                    failures.push(format!(
                        "gen {words:?}: exit {code} in {seconds:.1} s: {err}"
                    ));
                    continue;
                }
            }
            let problem = registry::find(name).unwrap();
            let bins = problem.spec().bins;
            for bin in bins.iter().filter(|bin| bin.answers != Answers::Recorded) {
                let ran = common::run(bin.name, &[], case.as_str());
                // Judged in-process, as `check` judges (its process: `check_cli`, `fuzz`).
                let output = String::from_utf8_lossy(&ran.stdout);
                let verdict = problem
                    .check(common::tables(), &case, &output, None)
                    .exit_code();
                if ran.code != Some(0) || verdict != 0 {
                    failures.push(format!(
                        "{} on gen {words:?}: {:?} -> {verdict}",
                        bin.name,
                        ran.out()
                    ));
                }
            }
        }
        failures
    });
    common::assert_none_failed(&failures.concat());
}

/// `duipai` runs each problem's first bin against its last (the same bin, where the problem
/// has one), two rounds of mode 2, and accepts every output (each problem's own tests run more).
#[test]
fn duipai_accepts_each_problems_first_and_last_bin_on_two_rounds() {
    let problems: Vec<_> = registry::PROBLEMS.iter().collect();
    let failures = common::per_core(&problems, |part| {
        let mut failures = Vec::new();
        for problem in part {
            let bins = problem.spec().bins;
            let (a, b) = (bins[0].name, bins[bins.len() - 1].name);
            let args = [a, b, "--mode", "2", "--rounds", "2"];
            let (code, out, err) = common::tool("duipai", &args);
            if code != 0 {
                failures.push(format!("duipai {args:?}: {out} {err}"));
            }
        }
        failures
    });
    common::assert_none_failed(&failures.concat());
}

/// `count --list` is the registry, a line per bin: what `bundle.sh` loops over.
#[test]
fn count_lists_the_registry() {
    let (code, out, _) = common::tool("count", &["--list"]);
    assert_eq!(code, 0);
    assert_eq!(out, registry::listing());
    assert_eq!(out.lines().count(), common::bin_names().len());
}

#[test]
fn bad_arguments_get_one_line_and_exit_2() {
    let seed = common::seed();
    let cases: &[(&str, &[&str])] = &[
        ("gen", &[]),
        ("gen", &["abc"]),
        ("gen", &["1", "ten"]),
        ("gen", &["1", "30", "7"]),
        ("gen", &["1", "31", "1"]),
        ("gen", &["--problem", "p9999", "1"]),
        ("gen", &["--frob", "1"]),
        ("gen", &["1", "2", "0", "4"]),
        ("count", &["--frob"]),
        ("count", &["--problem", "nope"]),
        ("count", &["--problem"]),
        ("duipai", &[seed]),
        ("duipai", &[seed, seed, "--rounds", "many"]),
        ("duipai", &[seed, seed, "--mode", "5"]),
        ("duipai", &[seed, seed, "--frob"]),
        ("duipai", &["mystery_a", "mystery_b"]),
        ("duipai", &[seed, "/nonexistent/solver"]),
        ("gen", &["--size", "4", "1"]), // the seed problem has one size
        ("count", &["--instances", "/nonexistent/file"]),
        ("count", &["--problem", seed, "--instances", "Cargo.toml"]),
    ];
    for (name, args) in cases {
        let (code, out, err) = common::tool(name, args);
        assert_eq!(code, 2, "{name} {args:?}: {out} {err}");
        assert!(out.is_empty(), "{name} {args:?} printed {out:?}");
        assert_eq!(err.lines().count(), 1, "{name} {args:?}: {err:?}");
        assert!(err.starts_with("error: "), "{name} {args:?}: {err:?}");
    }
}

/// What a problem's own tools test holds: `gen` mode 1 at `k` prints `far` (where given),
/// `check` accepts `right` for `input` and calls `wrong` a wrong answer, and `count csv`
/// starts with `counted`. `duipai` is [`duipai_accepts_each_problems_first_and_last_bin_on_two_rounds`]'s.
pub fn own_figures(
    problem: &str,
    (k, far): (&str, Option<&str>),
    (input, right, wrong): (&str, &str, &str),
    counted: &str,
) {
    let (code, case, err) = common::tool("gen", &["--problem", problem, "1", k, "1"]);
    assert_eq!(code, 0, "{err}");
    if let Some(far) = far {
        assert_eq!(case, far, "gen 1 {k} 1");
    }
    assert_eq!(common::check_exit(problem, input, right), 0, "{right:?}");
    assert_eq!(common::check_exit(problem, input, wrong), 1, "{wrong:?}");
    let (code, out, _) = common::tool("count", &["--problem", problem, "csv"]);
    assert_eq!(code, 0);
    assert!(out.starts_with(counted), "{out}");
}

/// Every problem, and each of its sizes, with the spec that says what `gen` serves there.
fn sized_problems() -> Vec<(&'static dyn Problem, String)> {
    let flag = |side: Option<u32>| side.map_or(String::new(), |n| format!(" --size {n}"));
    registry::every_size()
        .map(|(side, p)| (p, flag(side)))
        .collect()
}

/// The (mode, k) pairs `gen` must serve for `spec`, each with how many seeds to draw: mode 0
/// at k = 0, 5, 30 and 1000, mode 1 at the largest k its `--help` advertises, and mode 2
/// where its draws lie within the statement.
fn served(spec: &Spec, (seeds, far_seeds): (u32, u32)) -> Vec<(Mode, u32, u32)> {
    let mut served: Vec<(Mode, u32, u32)> = [0, 5, 30, 1000]
        .iter()
        .map(|&k| (Mode::Walk, k, seeds))
        .collect();
    served.push((Mode::Far, spec.far_most, far_seeds));
    if spec.uniform_in_range {
        served.push((Mode::Uniform, 0, seeds));
    }
    served
}

/// What is wrong with the cases `gen` draws for `problem` over `seeds` (seeds for modes 0
/// and 2, seeds for mode 1): a call that fails or takes past [`GEN_BUDGET`], or a case the
/// kit's parser refuses (it accepts exactly what the bins accept: the fuzz tests), or, with
/// `solve`, a case that a bin refuses.
fn gen_faults(problem: &dyn Problem, size: &str, seeds: (u32, u32), solve: bool) -> Vec<String> {
    let generator = Generator::new(common::tables());
    let mut faults = Vec::new();
    for (mode, k, seeds) in served(problem.spec(), seeds) {
        for seed in 1..=seeds {
            let what = format!(
                "gen --problem {}{size} {seed} {k} {}",
                problem.name(),
                mode.number()
            );
            let started = Instant::now();
            let case = generator.case(problem, seed, k, mode);
            let seconds = started.elapsed().as_secs_f64();
            let case = match case {
                Ok(case) if seconds < GEN_BUDGET => case,
                Ok(_) => {
                    faults.push(format!("{what}: {seconds:.1} s"));
                    continue;
                }
                Err(why) => {
                    faults.push(format!("{what}: {why}"));
                    continue;
                }
            };
            if problem.parses(&case) == Some(false) {
                faults.push(format!("{what}: the kit's parser refuses {case:?}"));
            }
            let own = |name: &&str| problem.spec().bins.iter().any(|b| b.name == *name);
            let bins = crate::bins::SOLVERS
                .iter()
                .filter(|(name, _)| solve && own(name));
            for (name, solve) in bins {
                if let Err(why) = solve(&case) {
                    faults.push(format!("{what}: {name} refuses it: {why}"));
                }
            }
        }
    }
    faults
}

tiers!(gen_prints_only_valid_inputs_over_many_seeds);

/// `gen` in-process for every problem and size, in every mode it serves (mode 0 at k = 0, 5,
/// 30 and 1000, mode 1 at the largest k `--help` advertises, mode 2 where it lies within the
/// statement), over many seeds: each call returns within [`GEN_BUDGET`], and each case is
/// accepted by the kit's parser. The quick tier: 12 seeds a mode but mode 1 (the test above
/// draws mode 1 at one seed and runs the bins on it), each case also solved by every bin of
/// the problem in-process; the proofs: 60 seeds a mode (6 for mode 1). A generator that
/// hangs fails the test after 5 minutes.
fn gen_prints_only_valid_inputs_over_many_seeds(tier: Tier) {
    let (seeds, solve) = match tier {
        Tier::Quick => ((12, 0), true),
        Tier::Proofs => ((60, 6), false),
    };
    common::none_fail_within(Duration::from_secs(300), move || {
        let all = sized_problems();
        let faults = common::per_core(&all, |part| {
            let mut faults = Vec::new();
            for (problem, size) in part {
                faults.extend(gen_faults(*problem, size, seeds, solve));
            }
            faults
        });
        faults.concat()
    });
}

tiers!(gen_returns_at_once_for_k_zero_and_below);

/// A negative k (which `gen` reads as the seed's generator does, as 0) and k = 0 return at
/// once, for every problem: both in mode 0, and the negative k in mode 1 (the same request
/// there as k = 0, which draws among all the cases: the quick tier asks it of the seed's
/// problem only, as many problems build a table of every case for it).
fn gen_returns_at_once_for_k_zero_and_below(tier: Tier) {
    let mut slow = Vec::new();
    for (i, problem) in registry::PROBLEMS.iter().enumerate() {
        let modes = match tier == Tier::Proofs || i == 0 {
            true => &[("0", "0"), ("-5", "0"), ("-5", "1")][..],
            false => &[("0", "0"), ("-5", "0")][..],
        };
        for &(k, mode) in modes {
            let args = ["--problem", problem.name(), "1", k, mode];
            let started = Instant::now();
            let (code, _, err) = common::tool("gen", &args);
            let seconds = started.elapsed().as_secs_f64();
            if seconds > 5.0 || !(code == 0 || (code == 2 && err.starts_with("error:"))) {
                slow.push(format!(
                    "gen {args:?}: exit {code} in {seconds:.1} s: {err}"
                ));
            }
        }
    }
    common::assert_none_failed(&slow);
}
