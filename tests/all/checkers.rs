//! The special judges a data pack carries (`src/checkers/<problem>.rs`, one std-only file per
//! problem whose answers are not unique) agree with the kit's `check` on every case of the
//! problem's bins: on the case's answer, and on outputs made wrong on purpose. Each problem's
//! own test module includes its file as it is ([`special_judge!`]), as the tests include the
//! judge bins.

use crate::common;
use crate::tier::Tier;
use eight_puzzle::problem::Answers;
use eight_puzzle::registry;

/// Declares, in a problem's own test module, the test that holds its special judge
/// (`src/checkers/<problem>.rs`, included as it is) to the kit's `check`.
macro_rules! special_judge {
    ($problem:ident) => {
        #[allow(dead_code)]
        mod special_judge {
            include!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/src/checkers/",
                stringify!($problem),
                ".rs"
            ));
        }

        /// On every case: the answer and spoiled outputs (every 16th of them in the quick
        /// tier, every 2nd in the proofs, which keep the tiers within 90 s and 5 minutes so).
        fn the_special_judge_agrees_with_check(tier: $crate::tier::Tier) {
            let every = tier.pick(16, 2);
            $crate::checkers::agrees(stringify!($problem), special_judge::judge, every);
        }

        tiers!(the_special_judge_agrees_with_check);
    };
}

/// Outputs made wrong on purpose from a right `answer`: cut short, one line or character
/// dropped or doubled, two swapped, words changed, emptied, garbled.
pub fn spoiled(answer: &str) -> Vec<String> {
    let mut out = vec![
        String::new(),
        "x\n".to_string(),
        "-1\n".to_string(),
        "0\n".to_string(),
        "unsolvable\n".to_string(),
        answer.replace('\n', " "),
        format!("{answer}{answer}"),
        answer.to_uppercase(),
    ];
    let chars: Vec<char> = answer.chars().collect();
    for i in 0..chars.len() {
        let mut dropped = chars.clone();
        dropped.remove(i);
        out.push(dropped.iter().collect());
        let mut doubled = chars.clone();
        doubled.insert(i, chars[i]);
        out.push(doubled.iter().collect());
        if i + 1 < chars.len() {
            let mut swapped = chars.clone();
            swapped.swap(i, i + 1);
            out.push(swapped.iter().collect());
        }
        if let Some(d) = chars[i].to_digit(10) {
            let mut bumped = chars.clone();
            bumped[i] = char::from_digit((d + 1) % 10, 10).unwrap();
            out.push(bumped.iter().collect());
        }
    }
    out.truncate(4_000);
    out
}

#[test]
fn each_problem_with_many_right_answers_carries_a_special_judge_and_no_other() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/checkers");
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    files.sort();
    let mut want = Vec::new();
    for problem in registry::PROBLEMS {
        let many = problem
            .spec()
            .bins
            .iter()
            .any(|b| b.answers == Answers::Many);
        assert_eq!(problem.checker().is_some(), many, "{}", problem.name());
        if let Some(source) = problem.checker() {
            let path = format!("{}.rs", problem.name());
            let on_disk = std::fs::read_to_string(
                std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                    .join("src/checkers")
                    .join(&path),
            );
            assert_eq!(on_disk.ok().as_deref(), Some(source), "{path}");
            want.push(path);
            want.push(format!("{}.cpp", problem.name()));
        }
    }
    want.sort();
    assert_eq!(files, want);
}

/// Holds `judge`, the special judge of `name`, to the kit's `check` on every case of the
/// problem's bins: on the case's answer and on every `every`-th output spoiled from it (the
/// first eight always), with the case's answer as the answer file.
pub fn agrees(name: &str, judge: fn(&str, &str, &str) -> (i32, String), every: usize) {
    let problem = registry::find(name).unwrap();
    let mut failures = Vec::new();
    for bin in problem.spec().bins {
        for (case, input, answer) in common::cases_of(bin.name) {
            let spoiled = spoiled(&answer).into_iter().enumerate();
            let kept = spoiled
                .filter(|(i, _)| *i < 8 || i % every == 0)
                .map(|(_, s)| s);
            for output in std::iter::once(answer.clone()).chain(kept) {
                let kit = problem.check(common::tables(), &input, &output, Some(&answer));
                let (code, why) = judge(&input, &output, &answer);
                if code != kit.exit_code() {
                    failures.push(format!(
                        "{case}: output {output:?}: the special judge says {code} {why:?}, check says {kit}"
                    ));
                }
            }
        }
    }
    common::assert_none_failed(&failures);
}

/// Fuzzing finding: a standalone special judge reads at most 16 MiB of an output, as `check`
/// does, and agrees with it past that. The right answer followed by 17 MiB of spaces is a
/// presentation error for both (exit 2, or 43 in the icpc layout), and the judge stays
/// under 64 MiB. The quick tier builds the first special judge (all share one `main`), the
/// proofs build every one.
fn an_output_past_16_mib_is_a_presentation_error_everywhere(tier: Tier) {
    let judged = judged_in(tier);
    let s = common::Scratch::new("long-output");
    for problem in judged {
        let name = problem.name();
        let (_, input, answer) = common::cases_of(name).swap_remove(0);
        let exe = build_checker(&s, name, problem.checker().unwrap());
        let long = format!("{answer}{}", " ".repeat(17 << 20));
        let [i, o, a] =
            [("in", &input), ("out", &long), ("ans", &answer)].map(|(f, b)| s.file(f, b));
        let (code, said, _) = common::tool("check", &[name, &i, &o, &a]);
        assert_eq!(code, 2, "check {name}: {said}");
        let testlib = std::process::Command::new(&exe).args([&i, &o, &a]).output();
        assert_eq!(testlib.unwrap().status.code(), Some(2), "{name}");
        let feedback = s.0.join("feedback");
        std::fs::create_dir_all(&feedback).unwrap();
        let args = [exe.to_str().unwrap(), &i, &a, feedback.to_str().unwrap()];
        let ran = common::run("peak", &args, long.into_bytes());
        let peak = eight_puzzle::memory::from_report(&ran.out()).expect("peak's report");
        assert_eq!(peak.code, 43, "{name} in the icpc layout");
        assert!(peak.kib < 64 << 10, "{name}: {} KiB", peak.kib);
    }
}

tiers!(
    #[skip_if(
        any(no_rustc, not(target_os = "linux")),
        "builds with rustc and measures on Linux"
    )]
    an_output_past_16_mib_is_a_presentation_error_everywhere
);

/// The problems with a special judge that a test of `tier` builds: the first in the quick
/// tier (building is most of the cost), all of them in the proofs.
fn judged_in(tier: Tier) -> Vec<&'static dyn eight_puzzle::problem::Problem> {
    let judged: Vec<_> = registry::PROBLEMS
        .iter()
        .copied()
        .filter(|p| p.checker().is_some())
        .collect();
    tier.pick(&judged[..1], &judged[..]).to_vec()
}

/// The special judge `source` of `name`, built by rustc into `s`.
fn build_checker(s: &common::Scratch, name: &str, source: &str) -> std::path::PathBuf {
    let path = s.file(&format!("{name}.rs"), source);
    let exe = s.0.join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
    let out = std::process::Command::new(crate::goals::rustc())
        .args(["--edition", "2021", "-o"])
        .arg(&exe)
        .arg(&path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{name}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    exe
}

/// The C++ special judge of each problem (`src/checkers/<problem>.cpp`, which the packs
/// carry for Luogu, Hydro and Kattis), built with Luogu's flags and warnings as errors,
/// gives `check`'s exit code on every case and on spoiled outputs (the first eight always,
/// then every 13th), with a verdict line that starts as testlib's do; and the icpc
/// convention on the first eight. The quick tier builds the first judge, the proofs all
/// five (g++ takes about a second a file).
fn the_cpp_special_judges_agree_with_check(tier: Tier) {
    let judged = judged_in(tier);
    let s = common::Scratch::new("cpp-checkers");
    let mut failures = Vec::new();
    let every = 13;
    for problem in judged {
        let name = problem.name();
        let exe = build_cpp(&s, name);
        for bin in problem.spec().bins {
            for (case, input, answer) in common::cases_of(bin.name) {
                let [i, a] = [("in", &input), ("ans", &answer)].map(|(f, b)| s.file(f, b));
                let spoiled = spoiled(&answer).into_iter().enumerate();
                let kept = spoiled.filter(|(n, _)| *n < 8 || n % every == 0);
                let outputs = std::iter::once((0, answer.clone())).chain(kept);
                for (n, output) in outputs {
                    let kit = problem.check(common::tables(), &input, &output, Some(&answer));
                    let o = s.file("out", &output);
                    let said = cpp_verdict(&exe, &i, &o, &a, (n < 8).then_some(&s.0));
                    if said != Ok(kit.exit_code()) {
                        failures.push(format!(
                            "{name} {case}: {output:?}: {said:?}, check says {kit}"
                        ));
                    }
                }
            }
        }
    }
    common::assert_none_failed(&failures);
}

tiers!(
    #[skip_if(windows, "builds with g++: none runs under Wine")]
    the_cpp_special_judges_agree_with_check
);

/// The testlib exit code of the C++ judge `exe` on files `i`, `o`, `a`, checked against its
/// verdict line and, where `icpc` names a scratch folder, against the icpc convention.
fn cpp_verdict(
    exe: &std::path::Path,
    i: &str,
    o: &str,
    a: &str,
    icpc: Option<&std::path::PathBuf>,
) -> Result<i32, String> {
    let ran = std::process::Command::new(exe).args([i, o, a]).output();
    let ran = ran.map_err(|e| e.to_string())?;
    let code = ran.status.code().ok_or("no exit code")?;
    let said = String::from_utf8_lossy(&ran.stderr);
    let prefix = ["ok", "wrong answer", "wrong output format", "FAIL"];
    let want = prefix
        .get(code as usize)
        .ok_or(format!("exit {code}: {said}"))?;
    if !said.starts_with(want) {
        return Err(format!("exit {code} with the verdict {said:?}"));
    }
    if let Some(dir) = icpc {
        let feedback = dir.join("feedback");
        std::fs::create_dir_all(&feedback).unwrap();
        let stdin = std::fs::File::open(o).unwrap();
        let status = std::process::Command::new(exe)
            .args([i, a])
            .arg(&feedback)
            .stdin(stdin)
            .status()
            .map_err(|e| e.to_string())?;
        let icpc = match code {
            0 => 42,
            1 | 2 => 43,
            _ => 1,
        };
        if status.code() != Some(icpc) {
            return Err(format!(
                "exit {code}, but {:?} in the icpc convention",
                status.code()
            ));
        }
    }
    Ok(code)
}

/// The C++ special judge of `name`, built with Luogu's flags (`g++ -fno-asm -std=c++14
/// -O2`), every warning an error.
fn build_cpp(s: &common::Scratch, name: &str) -> std::path::PathBuf {
    let source = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src/checkers")
        .join(format!("{name}.cpp"));
    let exe = s.0.join(format!("{name}-cpp"));
    let out = std::process::Command::new("g++")
        .args([
            "-fno-asm",
            "-std=c++14",
            "-O2",
            "-Wall",
            "-Wextra",
            "-Werror",
            "-o",
        ])
        .arg(&exe)
        .arg(&source)
        .output()
        .expect("g++ (.ci/run installs it)");
    let why = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{name}: {why}");
    exe
}
