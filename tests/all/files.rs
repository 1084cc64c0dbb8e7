//! Adding a puzzle touches six files besides its cases: its judge bin, its kit module, its
//! test module, its docs page, its registry line and its row in each README (`docs/architecture.md`),
//! and a seventh where answers are not unique: its special judge, `src/checkers/<problem>.rs`.
//! So no other tracked file may name a judge bin: every list of problems is the registry's.
//! The one exception is the seed problem (the registry's first, the tools' default), whose
//! bins the pages in `docs/` may name in their worked examples.

use eight_puzzle::registry;
use std::path::Path;

/// Files that are written by a tool, not by hand: the bench writes the benchmarks page,
/// `.ci/times` the test times.
const GENERATED: &[&str] = &["docs/benchmarks.md", "docs/test-times.md"];

/// The tracked files (by `git ls-files`, else every file below the root but `target/` and
/// `.git/`), as (path, text); files that are not UTF-8 text are left out.
fn tracked() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let listed = std::process::Command::new("git")
        .args(["ls-files", "-z"])
        .current_dir(root)
        .output()
        .ok()
        .filter(|out| out.status.success() && !out.stdout.is_empty());
    let paths: Vec<String> = match listed {
        Some(out) => String::from_utf8_lossy(&out.stdout)
            .split('\0')
            .filter(|p| !p.is_empty())
            .map(str::to_string)
            .collect(),
        None => walk(root, root),
    };
    paths
        .into_iter()
        .filter_map(|p| Some((p.clone(), std::fs::read_to_string(root.join(&p)).ok()?)))
        .collect()
}

/// Every file below `dir`, relative to `root`, but `target/` and `.git/`.
fn walk(root: &Path, dir: &Path) -> Vec<String> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        let relative = path
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/"); // as git names them, on Windows too
        if relative == "target" || relative == ".git" {
            continue;
        }
        match path.is_dir() {
            true => found.extend(walk(root, &path)),
            false => found.push(relative),
        }
    }
    found
}

/// Whether `text` names `word` as a whole word (letters, digits and `_` around it do not
/// count: `p12` is not named by `p12_flat`).
fn names(text: &str, word: &str) -> bool {
    let is_word = |c: Option<char>| c.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_');
    text.match_indices(word).any(|(at, _)| {
        !is_word(text[..at].chars().next_back()) && !is_word(text[at + word.len()..].chars().next())
    })
}

/// The files allowed to name the bins of the problem `problem` (its kit module's name).
fn allowed(problem: &str, bins: &[&str], path: &str, seed: bool) -> bool {
    let own_bin = bins.iter().any(|b| {
        path == format!("src/bin/{b}.rs")
            || path == format!("docs/bins/{b}.md")
            || path.starts_with(&format!("cases/{b}/"))
    });
    own_bin
        || path == format!("src/problems/{problem}.rs")
        || path == format!("src/checkers/{problem}.rs")
        || path == format!("src/checkers/{problem}.cpp")
        || path.starts_with(&format!("src/problems/{problem}/"))
        || path == format!("tests/all/{problem}.rs")
        || [
            "src/problems/mod.rs",
            "README.md",
            "README.zh-CN.md",
            "Cargo.toml",
        ]
        .contains(&path)
        || GENERATED.contains(&path)
        || (seed && (path.starts_with("docs/") || path.starts_with(".ci/")))
}

/// Every (file, bin) where a file that is not one of the bin's six names it.
fn stray_mentions(files: &[(String, String)]) -> Vec<String> {
    let mut stray = Vec::new();
    for (i, problem) in registry::PROBLEMS.iter().enumerate() {
        let bins: Vec<&str> = problem.spec().bins.iter().map(|b| b.name).collect();
        for (path, text) in files {
            if allowed(problem.name(), &bins, path, i == 0) {
                continue;
            }
            for bin in bins.iter().filter(|bin| names(text, bin)) {
                stray.push(format!("{path} names {bin}"));
            }
        }
    }
    stray
}

#[test]
fn only_a_bins_six_files_name_it() {
    let files = tracked();
    assert!(files.len() > 50, "{} files found", files.len());
    let stray = stray_mentions(&files);
    assert!(stray.is_empty(), "{}", stray.join("\n"));
}

/// The rule bites: a bin's name planted in a file of the kit is found, and so is the seed's
/// in code, where its exception does not reach.
#[test]
fn a_planted_mention_is_found() {
    let mut files = tracked();
    let last = registry::PROBLEMS.last().unwrap().name();
    let seed = registry::PROBLEMS[0].name();
    files.push(("src/sampling.rs".into(), format!("// like {last}\n")));
    files.push(("docs/tools.md".into(), format!("see {seed}\n")));
    files.push(("tests/all/tools.rs".into(), format!("\"{seed}\"\n")));
    let mut stray = stray_mentions(&files);
    stray.sort();
    let want = [
        format!("src/sampling.rs names {last}"),
        format!("tests/all/tools.rs names {seed}"),
    ];
    assert_eq!(stray, want);
}

#[test]
fn names_are_whole_words() {
    assert!(names("see p12.", "p12") && names("cases/p12/x", "p12"));
    assert!(!names("p12_flat", "p12") && !names("xp12", "p12"));
}

/// Every program in `src/bin/` is declared in `Cargo.toml` with `test = false` and
/// `bench = false` (none has unit tests), so `cargo test` prints no empty block for it.
#[test]
fn every_program_is_declared_without_unit_tests() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
    let mut missing = Vec::new();
    for entry in std::fs::read_dir(root.join("src/bin")).unwrap().flatten() {
        let name = entry.file_name().to_string_lossy().replace(".rs", "");
        let line = format!("{{ name = \"{name}\", test = false, bench = false }}");
        if !manifest.contains(&line) {
            missing.push(name);
        }
    }
    assert!(
        missing.is_empty(),
        "not declared in Cargo.toml: {missing:?}"
    );
}

/// The tests of this binary, by name: quick and proofs alike.
fn test_names() -> std::collections::BTreeSet<String> {
    let exe = std::env::current_exe().unwrap();
    let mut names = std::collections::BTreeSet::new();
    for extra in [&[][..], &["--ignored"][..]] {
        let listed = std::process::Command::new(&exe)
            .args(["--list", "--format", "terse"])
            .args(extra)
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&listed.stdout).into_owned();
        names.extend(
            text.lines()
                .filter_map(|l| l.strip_suffix(": test"))
                .map(String::from),
        );
    }
    names
}

/// `docs/test-times.md` (written by `.ci/times`) lists exactly the tests there are, so its
/// times cannot silently go stale: a test added, renamed or removed since it was written
/// turns this red until `.ci/times` runs again.
#[test]
fn test_times_lists_every_test() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let page = std::fs::read_to_string(root.join("docs/test-times.md")).unwrap();
    let listed: std::collections::BTreeSet<String> = page
        .lines()
        .filter_map(|l| {
            l.strip_prefix("| `")?
                .split_once('`')
                .map(|(name, _)| name.to_string())
        })
        .collect();
    let names = test_names();
    let missing: Vec<&String> = names.difference(&listed).collect();
    let stale: Vec<&String> = listed.difference(&names).collect();
    assert!(
        missing.is_empty() && stale.is_empty(),
        "run .ci/times: not on the page {missing:?}; gone {stale:?}"
    );
}
