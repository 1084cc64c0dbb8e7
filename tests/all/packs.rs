//! Data packs (`pack`): every input one the statement allows, every answer the bin's and
//! accepted by the kit's checker, every catalogued wrong solution failed by a test, the same
//! bytes for the same seed, and each layout as its documentation has it (`docs/packs.md`).
//! Planted faults (the test that fails a wrong solution dropped, an input the parser
//! refuses) must be named.

use crate::bins::SOLVERS;
use crate::common;
use crate::tier::Tier;
use eight_puzzle::layout::{files, hydro, icpc, File, Format};
use eight_puzzle::pack::{bin_source, kills, Order, Pack, Test, DEFAULT_TESTS};
use eight_puzzle::problem::Problem;
use eight_puzzle::registry;
use std::collections::BTreeSet;

/// The pack of `problem` for `seed`, answered by its first judge bin's `solve`.
pub fn pack(problem: &'static dyn Problem, seed: u32, tests: usize) -> Pack {
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

/// What is wrong with the layout of `files` in `format` for `pack`: a file missing or
/// unexpected, or a test whose input is not in the canonical layout the validator asks.
fn layout_faults(files: &[File], format: Format, pack: &Pack) -> Vec<String> {
    // Each accepted submission is named after its bin: one name stands for them all.
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
    let checker = pack.problem.checker().is_some();
    let n = pack.tests.len();
    let want = match format {
        Format::Plain => plain_files(n, checker),
        Format::Hydro => hydro_files(&hydro::pid(pack), n, checker),
        Format::Icpc => icpc_files(files, checker),
    };
    let want: BTreeSet<&str> = want.iter().map(String::as_str).collect();
    let mut faults: Vec<String> = want
        .difference(&names)
        .map(|n| format!("missing {n}"))
        .collect();
    faults.extend(names.difference(&want).map(|n| format!("unexpected {n}")));
    if format == Format::Icpc && files.iter().filter(|(n, _)| n.ends_with(".in")).count() != n {
        faults.push("not every test is in data/".into());
    }
    for (i, test) in pack.tests.iter().enumerate() {
        if let Err(why) = canonical(&test.input, pack.problem) {
            faults.push(format!("test {}: {why}", i + 1));
        }
    }
    faults
}

/// Whether `input` is in the layout the packs ship, as the input validator checks it
/// (written apart from it): single spaces, no empty line, a newline ending each line, and
/// no leading zero but in a problem whose cases have words of digits that begin with 0.
pub fn canonical(input: &str, problem: &dyn Problem) -> Result<(), String> {
    let lines: Vec<String> = input
        .lines()
        .map(|l| l.split_ascii_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|l| !l.is_empty())
        .collect();
    let want = lines.join("\n") + "\n";
    if input != want || input.contains('\r') || input.contains('\t') {
        return Err(format!("not in the canonical layout: {:?}", clip(input)));
    }
    let padded =
        |w: &&str| w.len() > 1 && w.starts_with('0') && w.bytes().all(|b| b.is_ascii_digit());
    let zeros = input.split_ascii_whitespace().find(padded);
    match zeros {
        Some(word) if !eight_puzzle::layout::digit_strings(problem) => {
            Err(format!("{word} has a leading zero"))
        }
        _ => Ok(()),
    }
}

fn clip(text: &str) -> String {
    eight_puzzle::text::clip(text)
}

/// The files of a plain pack of `n` tests.
fn plain_files(n: usize, checker: bool) -> BTreeSet<String> {
    let mut want: BTreeSet<String> = [
        "REPORT.md",
        "statement.zh.md",
        "statement.en.md",
        "data.zip",
    ]
    .map(String::from)
    .into();
    for i in 1..=n {
        want.extend([format!("{i}.in"), format!("{i}.out")]);
    }
    if checker {
        want.extend(["checker.cpp".to_string(), "checker.rs".to_string()]);
    }
    want
}

/// The files of a hydro pack of `n` tests, its problem's folder named `pid`.
fn hydro_files(pid: &str, n: usize, checker: bool) -> BTreeSet<String> {
    let mut want: BTreeSet<String> = ["REPORT.md", "testdata.zip"].map(String::from).into();
    want.insert(format!("{pid}.zip"));
    for file in [
        "problem.yaml",
        "problem_zh.md",
        "problem_en.md",
        "testdata/config.yaml",
    ] {
        want.insert(format!("{pid}/{file}"));
    }
    for i in 1..=n {
        want.extend([
            format!("{pid}/testdata/{i}.in"),
            format!("{pid}/testdata/{i}.out"),
        ]);
    }
    if checker {
        want.insert(format!("{pid}/testdata/checker.cpp"));
    }
    want
}

/// The files an icpc pack must have beside its tests `files`, and an answer for each test.
fn icpc_files(files: &[File], checker: bool) -> BTreeSet<String> {
    let mut want: BTreeSet<String> = [
        "REPORT.md",
        "problem.yaml",
        ".timelimit",
        "problem_statement/problem.en.tex",
        "submissions/accepted/NAME.rs",
        "input_validators/validate/main.rs",
        "input_validators/validate/bin.rs",
    ]
    .map(String::from)
    .into();
    for (name, _) in files.iter().filter(|(name, _)| name.ends_with(".in")) {
        let stem = name.trim_end_matches(".in");
        let ok = stem.starts_with("data/sample/") || stem.starts_with("data/secret/");
        want.insert(match ok {
            true => format!("{stem}.ans"),
            false => "a test outside data/sample and data/secret".into(),
        });
        want.insert(name.clone());
    }
    if checker {
        want.insert("output_validators/checker/checker.cpp".into());
    }
    want
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
    registry::every_size().map(|(_, p)| p).collect()
}

fn packs_keep_their_promises(tier: Tier) {
    let problems = tier.pick(quick_problems(), every_problem());
    let failures = common::per_core(&problems, |chunk| {
        let mut faults = Vec::new();
        for &problem in chunk {
            let pack = pack(problem, 1, DEFAULT_TESTS);
            faults.extend(pack.faults(common::tables()));
            faults.extend(fullest_faults(&pack));
            faults.extend(
                pack.survivors()
                    .iter()
                    .map(|w| format!("{}: {w} survives", problem.name())),
            );
            if (pack.tests.len() == DEFAULT_TESTS) != pack.other_count.is_none() {
                let why = &pack.other_count;
                faults.push(format!(
                    "{}: {} tests, {why:?}",
                    problem.name(),
                    pack.tests.len()
                ));
            }
            for format in [Format::Plain, Format::Hydro, Format::Icpc] {
                let layout = match files(&pack, format) {
                    Ok(written) if format == Format::Hydro => {
                        let mut faults = layout_faults(&written, format, &pack);
                        faults.extend(crate::hosts::hydro_faults(&written, &pack));
                        faults
                    }
                    Ok(written) => layout_faults(&written, format, &pack),
                    Err(why) => vec![why],
                };
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

/// What is wrong with the fullest test of a pack: missing where the problem has one, or
/// shorter than another test's input.
fn fullest_faults(pack: &Pack) -> Vec<String> {
    let name = pack.problem.name();
    let mut rng = eight_puzzle::mt19937::Mt19937::new(pack.seed);
    let has = pack.problem.fullest(common::tables(), &mut rng).is_some();
    let fullest = pack.tests.iter().find(|t| t.origin == "fullest");
    match (has, fullest) {
        (false, None) => vec![],
        (true, Some(fullest)) => pack
            .tests
            .iter()
            .filter(|t| t.input.len() > fullest.input.len())
            .map(|t| format!("{name}: {} is longer than the fullest input", t.origin))
            .collect(),
        (true, None) => vec![format!("{name}: no fullest test")],
        (false, Some(_)) => vec![format!("{name}: a fullest test the problem has not")],
    }
}

/// The icpc layout's input validator, built by rustc from the files the pack writes, takes
/// every case of the problem's first bin in the canonical layout (exit 42), and refuses the
/// others, every input its bins must refuse and a good input spoiled in its layout (43):
/// the seed's problem in the quick tier, every problem in the proofs. It is built without
/// optimisation, which is faster here; problemtools builds it with `-C opt-level=3`, and
/// `.ci/problemtools` runs problemtools itself on every pack.
fn the_input_validator_takes_the_cases_and_refuses_bad_inputs(tier: Tier) {
    let problems = tier.pick(vec![registry::PROBLEMS[0]], registry::PROBLEMS.to_vec());
    let scratch = common::Scratch::new("validators");
    let failures = common::per_core(&problems, |chunk| {
        let mut failures = Vec::new();
        for &problem in chunk {
            let exe = build_validator(&scratch, problem);
            for (what, input, want) in validator_inputs(problem) {
                let got = validate(&exe, &input);
                if got != Some(want) {
                    failures.push(format!("{}: {what}: exit {got:?}", problem.name()));
                }
            }
        }
        failures
    });
    common::assert_none_failed(&failures.concat());
}

/// What the input validator of `problem` is run on, and the exit code it must give.
fn validator_inputs(problem: &dyn Problem) -> Vec<(String, String, i32)> {
    let cases = common::cases_of(problem.name());
    // The first case as a pack ships it: in the canonical layout, which the validator takes.
    let first = eight_puzzle::pack::tidy(&cases[0].1);
    assert_eq!(canonical(&first, problem), Ok(()), "{}", problem.name());
    let mut inputs: Vec<(String, String, i32)> = cases
        .into_iter()
        .map(|(origin, input, _)| {
            let want = if canonical(&input, problem).is_ok() {
                42
            } else {
                43
            };
            (origin, input, want)
        })
        .collect();
    let bad = problem.spec().bad.iter();
    inputs.extend(bad.map(|b| (format!("{b:?}"), b.to_string(), 43)));
    // Fuzzing finding: a right case padded past the bins' 4 MiB cap, which they refuse.
    let long = format!("{first}{}", " ".repeat((4 << 20) + 1 - first.len()));
    let spoiled = [
        ("the first case tidied", first.clone()),
        ("over 4 MiB", long),
        ("CRLF", first.replace('\n', "\r\n")),
        ("no final newline", first.trim_end().to_string()),
        ("a blank line", format!("\n{first}")),
        ("a trailing space", first.replacen('\n', " \n", 1)),
        ("a leading space", format!(" {first}")),
        ("a tab", first.replacen(' ', "\t", 1)),
    ];
    // A spoiling that changes nothing (no tab to put) leaves a good input.
    for (what, input) in spoiled {
        let code = if input == first { 42 } else { 43 };
        inputs.push((what.to_string(), input, code));
    }
    inputs
}

tiers!(
    #[skip_if(no_rustc, "builds with rustc: none runs under Wine")]
    the_input_validator_takes_the_cases_and_refuses_bad_inputs
);

/// The input validator of `problem`, as the icpc layout writes it, built by rustc.
fn build_validator(scratch: &common::Scratch, problem: &dyn Problem) -> std::path::PathBuf {
    let dir = scratch.0.join(problem.name());
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("main.rs"), icpc::validator(problem)).unwrap();
    std::fs::write(dir.join("bin.rs"), bin_source(problem).unwrap()).unwrap();
    let exe = dir.join(format!("validate{}", std::env::consts::EXE_SUFFIX));
    let out = std::process::Command::new(crate::goals::rustc())
        .args(["--edition", "2021", "-o"])
        .arg(&exe)
        .arg(dir.join("main.rs"))
        .output()
        .unwrap();
    let why = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{}: {why}", problem.name());
    exe
}

/// The exit code of the validator `exe` on `input`.
fn validate(exe: &std::path::Path, input: &str) -> Option<i32> {
    use std::io::Write;
    let mut child = std::process::Command::new(exe)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    common::wait_a_minute(&mut child, "the input validator").code()
}

#[test]
fn the_same_seed_writes_the_same_bytes_and_another_seed_other_tests() {
    let seed_problem = registry::PROBLEMS[0];
    let [a, b, c] =
        [7, 7, 8].map(|seed| files(&pack(seed_problem, seed, 12), Format::Hydro).unwrap());
    assert_eq!(a, b);
    assert_ne!(a, c);
}

/// Planted faults: the seed's problem and the first problem with a special judge (the
/// quick tier's packs check the others).
#[test]
fn a_pack_without_the_test_that_fails_a_wrong_solution_is_refused() {
    let tables = common::tables();
    for problem in quick_problems().into_iter().take(2) {
        let mut full = pack(problem, 1, DEFAULT_TESTS);
        assert_eq!(full.faults(tables), Vec::<String>::new());
        for kill in full.kills.clone() {
            let mut planted = Pack {
                problem: full.problem,
                seed: full.seed,
                tests: full.tests.clone(),
                kills: vec![],
                asked: full.asked,
                other_count: None,
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

/// Fuzzing findings 1 and 9: an empty `--out` and a path that is not a folder are refused
/// before any work, and nothing is written where `pack` runs.
#[test]
fn pack_refuses_an_out_that_is_not_a_folder() {
    let s = common::Scratch::new("pack-out");
    let file = s.file("taken", "x");
    for (out, said) in [("", "--out is empty"), (file.as_str(), "is not a folder")] {
        let ran = assert_cmd::Command::cargo_bin("pack")
            .unwrap()
            .args([common::seed(), "--out", out])
            .current_dir(&s.0)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&ran.stderr);
        assert_eq!(ran.status.code(), Some(2), "{out:?}: {stderr}");
        assert!(
            stderr.starts_with("error: ") && stderr.contains(said),
            "{stderr}"
        );
        let left: Vec<_> = std::fs::read_dir(&s.0).unwrap().collect();
        assert_eq!(left.len(), 1, "{out:?}: something was written");
    }
}

/// Fuzzing finding 8: a write that fails halfway (here a file-size limit, as a full disk
/// fails) leaves no partial pack: the pack is written beside its folder and renamed at the
/// end, and what was written is removed on failure.
#[test]
#[cfg_attr(windows, ignore = "needs a Unix shell")]
fn a_failed_write_leaves_no_partial_pack() {
    let s = common::Scratch::new("pack-fail");
    let pack = assert_cmd::cargo::cargo_bin("pack");
    // sh ignores SIGXFSZ for pack, so a write past one block (REPORT.md) fails with an error.
    let ran = std::process::Command::new("sh")
        .args([
            "-c",
            "trap '' XFSZ; ulimit -f 1; exec \"$0\" \"$1\" --tests 1 --out data",
        ])
        .arg(&pack)
        .arg(common::seed())
        .current_dir(&s.0)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&ran.stderr);
    assert_eq!(ran.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.starts_with("error: cannot write data") && stderr.lines().count() == 1,
        "{stderr}"
    );
    let left: Vec<_> = std::fs::read_dir(&s.0)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert!(left.is_empty(), "left behind: {left:?}");
}
