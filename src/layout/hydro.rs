//! The `hydro` layout: what Hydro's "Import problem" reads, as `ProblemModel.import`
//! (`packages/hydrooj/src/model/problem.ts` in hydro-dev/Hydro) has it:
//!
//! - a zip whose top folders are problems; a folder without `problem.yaml` is skipped;
//! - `problem.yaml`: `pid` (kept if it matches `^(?:[a-z0-9]{1,10}-)?[a-z][0-9a-z]*$`,
//!   case aside, and is free on the site), `title` (required), `tag`;
//! - `problem_<lang>.md`: the statement in each language (`problem_zh.md`, `problem_en.md`);
//! - `testdata/`: every file becomes test data, `config.yaml` the problem's configuration.
//!   It is kept as written only if `problem.yaml` has no `limits` and the folder has no
//!   `output_validators/`: either makes the importer write a `config.yaml` of its own;
//! - `additional_file/` is shown to students: the pack puts nothing there.
//!
//! The pack's folder holds `<pid>/` (the problem as above), `<pid>.zip` (that folder
//! zipped, for the import page), `testdata.zip` (the test data alone, flat, for a problem
//! that exists already: Hydro flattens a top folder's name into each file's name) and
//! `REPORT.md`, outside the problem.

use super::statement::{self, Lang, Samples};
use super::{zip, File};
use crate::pack::Pack;
use std::fmt::Write;

/// The problem's id on Hydro: its name without underscores (`acwingastar`), which starts
/// with a letter as Hydro's rule asks, and its board side where it has several.
pub fn pid(pack: &Pack) -> String {
    let side = super::report::size_flag(pack);
    let side = side.trim_start_matches(" --size ");
    format!("{}{side}", pack.problem.name().replace('_', ""))
}

/// Every file of the hydro layout, the two zips included.
pub fn files(pack: &Pack, cpp_checker: Option<String>) -> Result<Vec<File>, String> {
    let pid = pid(pack);
    let data = testdata(pack, cpp_checker);
    let mut problem = vec![
        (
            format!("{pid}/problem.yaml"),
            problem_yaml(pack, &pid)?.into_bytes(),
        ),
        (
            format!("{pid}/problem_zh.md"),
            statement::filled(pack, Lang::Zh, Samples::Hydro)?.into_bytes(),
        ),
        (
            format!("{pid}/problem_en.md"),
            statement::filled(pack, Lang::En, Samples::Hydro)?.into_bytes(),
        ),
    ];
    problem.extend(
        data.iter()
            .map(|(name, bytes)| (format!("{pid}/testdata/{name}"), bytes.clone())),
    );
    let mut files = problem.clone();
    files.push((format!("{pid}.zip"), zip::write(&problem)?));
    files.push(("testdata.zip".into(), zip::write(&data)?));
    Ok(files)
}

/// The test data: the tests, `config.yaml` and the C++ checker where there is one.
fn testdata(pack: &Pack, cpp_checker: Option<String>) -> Vec<File> {
    let mut files = Vec::new();
    for (i, test) in pack.tests.iter().enumerate() {
        files.push((format!("{}.in", i + 1), test.input.clone().into_bytes()));
        files.push((format!("{}.out", i + 1), test.answer.clone().into_bytes()));
    }
    let checker = cpp_checker.is_some();
    files.push(("config.yaml".into(), config(pack, checker).into_bytes()));
    if let Some(source) = cpp_checker {
        files.push(("checker.cpp".into(), source.into_bytes()));
    }
    files
}

/// `problem.yaml`: the id, the Chinese title and two tags (the source judge and 搜索,
/// search, which every problem here is).
fn problem_yaml(pack: &Pack, pid: &str) -> Result<String, String> {
    let zh = statement::written(pack.problem.name(), Lang::Zh)?;
    let title = statement::title(&zh)?;
    let bin = crate::pack::bin_source(pack.problem).unwrap_or_default();
    let (origin, _) = super::source(&bin);
    let judge = origin.split(' ').next().unwrap_or("");
    Ok(format!(
        "pid: {pid}\ntitle: {}\ntag:\n  - {}\n  - 搜索\n",
        super::yaml_string(title),
        super::yaml_string(judge)
    ))
}

/// Hydro's `config.yaml`: the limits, every test in one subtask and, where answers are not
/// unique, the checker as a testlib checker, which Hydro builds by its extension (C++ is
/// in every Hydro install; Rust is not).
pub fn config(pack: &Pack, checker: bool) -> String {
    let limits = pack.problem.spec().limits;
    let mut text = format!(
        "type: default\ntime: {}ms\nmemory: {}m\n",
        limits.time_ms, limits.memory_mb
    );
    if checker {
        text += "checker_type: testlib\nchecker: checker.cpp\n";
    }
    text += "subtasks:\n  - score: 100\n    type: sum\n    cases:\n";
    for i in 1..=pack.tests.len() {
        let _ = writeln!(text, "      - input: {i}.in\n        output: {i}.out");
    }
    text
}
