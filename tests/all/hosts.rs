//! The hydro layout read as Hydro's "Import problem" reads it (`ProblemModel.import` in
//! `packages/hydrooj/src/model/problem.ts`, hydro-dev/Hydro), written here apart from the
//! layout: the import zip must give one problem with its id, its title, both statements
//! with the samples, the limits, every test and the checker; the flat test data zip must
//! hold the same test data with no folder.

use eight_puzzle::layout::statement::{self, Lang, Samples};
use eight_puzzle::layout::{hydro, zip, File};
use eight_puzzle::pack::Pack;
use std::collections::BTreeMap;

/// One problem as Hydro's importer takes it from a zip.
#[derive(Debug, Default)]
pub struct Imported {
    pub pid: Option<String>,
    pub title: String,
    /// Each `problem_<lang>.md` by its language.
    pub content: BTreeMap<String, String>,
    /// The files that become test data (a subfolder's files are taken by their own name).
    pub testdata: BTreeMap<String, Vec<u8>>,
    /// Files the importer shows to students or that make it rewrite `config.yaml`.
    pub hazards: Vec<String>,
}

/// The problems in `zip`: the root if it holds `problem.yaml`, else each top folder that
/// does (a folder without one is skipped, as Hydro skips it).
pub fn import(zip: &[u8]) -> Result<Vec<Imported>, String> {
    let entries = zip::read(zip)?;
    let mut tops: Vec<String> = Vec::new();
    if entries.iter().any(|(name, _)| name == "problem.yaml") {
        tops.push(String::new());
    } else {
        for (name, _) in &entries {
            if let Some((top, _)) = name.split_once('/') {
                if !tops.iter().any(|t| t == top) {
                    tops.push(top.to_string());
                }
            }
        }
    }
    let mut problems = Vec::new();
    for top in tops {
        let prefix = if top.is_empty() {
            top
        } else {
            format!("{top}/")
        };
        let inside: Vec<(&str, &[u8])> = entries
            .iter()
            .filter_map(|(n, b)| Some((n.strip_prefix(&prefix)?, b.as_slice())))
            .collect();
        if let Some(problem) = one_problem(&inside)? {
            problems.push(problem);
        }
    }
    Ok(problems)
}

/// The problem in one folder's files (named inside the folder), if it has `problem.yaml`.
fn one_problem(files: &[(&str, &[u8])]) -> Result<Option<Imported>, String> {
    let Some((_, yaml)) = files.iter().find(|(n, _)| *n == "problem.yaml") else {
        return Ok(None);
    };
    let yaml = String::from_utf8(yaml.to_vec()).map_err(|_| "problem.yaml is not UTF-8")?;
    let mut problem = Imported::default();
    for line in yaml.lines() {
        if let Some(pid) = line.strip_prefix("pid: ") {
            problem.pid = Some(pid.to_string()).filter(|p| valid_pid(p));
        } else if let Some(title) = line.strip_prefix("title: ") {
            problem.title = unquote(title);
        } else if line.starts_with("limits:") {
            problem.hazards.push("problem.yaml has limits".into());
        }
    }
    if problem.title.trim().is_empty() {
        return Err("no title: Hydro refuses the problem".into());
    }
    for (name, bytes) in files {
        if let Some(lang) = statement_language(name) {
            let text = String::from_utf8(bytes.to_vec()).map_err(|_| "a statement not UTF-8")?;
            problem.content.insert(lang.to_string(), text);
        } else if let Some(data) = name.strip_prefix("testdata/") {
            let own = data.rsplit('/').next().unwrap_or(data);
            problem.testdata.insert(own.to_string(), bytes.to_vec());
        } else if name.starts_with("additional_file/") || name.starts_with("output_validators/") {
            problem.hazards.push(name.to_string());
        }
    }
    Ok(Some(problem))
}

/// Hydro's rule for an id it keeps: an optional namespace of 1 to 10 letters or digits and
/// a `-`, then a letter and letters or digits, case aside.
fn valid_pid(pid: &str) -> bool {
    let rest = match pid.split_once('-') {
        Some((space, rest)) => {
            let ok =
                (1..=10).contains(&space.len()) && space.bytes().all(|b| b.is_ascii_alphanumeric());
            if !ok {
                return false;
            }
            rest
        }
        None => pid,
    };
    let mut bytes = rest.bytes();
    bytes.next().is_some_and(|b| b.is_ascii_alphabetic())
        && bytes.all(|b| b.is_ascii_alphanumeric())
}

/// The language of `problem_<lang>.md` (or `problem.<lang>.md`), Hydro's statement files.
fn statement_language(name: &str) -> Option<&str> {
    let lang = name
        .strip_prefix("problem")?
        .strip_suffix(".md")?
        .strip_prefix(['_', '.'])?;
    let ok = !lang.is_empty() && lang.bytes().all(|b| b.is_ascii_alphabetic() || b == b'_');
    ok.then_some(lang)
}

/// A YAML scalar as written: double quotes and their escapes undone.
fn unquote(text: &str) -> String {
    match text.strip_prefix('"').and_then(|t| t.strip_suffix('"')) {
        Some(inner) => inner.replace("\\\"", "\"").replace("\\\\", "\\"),
        None => text.to_string(),
    }
}

/// What is wrong with the hydro layout's `files` for `pack`, read as Hydro reads them.
pub fn hydro_faults(files: &[File], pack: &Pack) -> Vec<String> {
    let pid = hydro::pid(pack);
    let get = |name: &str| files.iter().find(|(n, _)| n == name).map(|(_, b)| b);
    let Some(zip) = get(&format!("{pid}.zip")) else {
        return vec![format!("no {pid}.zip")];
    };
    let problems = match import(zip) {
        Ok(problems) => problems,
        Err(why) => return vec![why],
    };
    let [problem] = problems.as_slice() else {
        return vec![format!("{} problems in the zip, not 1", problems.len())];
    };
    let mut faults = problem.hazards.clone();
    if problem.pid.as_deref() != Some(pid.as_str()) {
        faults.push(format!("the id {:?} is not kept", problem.pid));
    }
    faults.extend(content_faults(problem, pack));
    faults.extend(data_faults(&problem.testdata, pack));
    match get("testdata.zip").map(|z| zip::read(z)) {
        Some(Ok(flat)) => {
            let flat: BTreeMap<String, Vec<u8>> = flat.into_iter().collect();
            if flat.keys().any(|n| n.contains('/')) || flat != problem.testdata {
                faults.push("testdata.zip is not the problem's test data, flat".into());
            }
        }
        _ => faults.push("no readable testdata.zip".into()),
    }
    faults
}

/// The title and both statements, with the samples as Hydro shows them.
fn content_faults(problem: &Imported, pack: &Pack) -> Vec<String> {
    let mut faults = Vec::new();
    let zh = statement::written(pack.problem.name(), Lang::Zh).unwrap_or_default();
    if Ok(problem.title.as_str()) != statement::title(&zh) {
        faults.push(format!(
            "the title {:?} is not the statement's",
            problem.title
        ));
    }
    for lang in [Lang::Zh, Lang::En] {
        let Some(text) = problem.content.get(lang.code()) else {
            faults.push(format!("no {} statement", lang.code()));
            continue;
        };
        if Ok(text) != statement::filled(pack, lang, Samples::Hydro).as_ref() {
            faults.push(format!(
                "the {} statement is not the filled one",
                lang.code()
            ));
        }
        let samples = pack.tests.iter().filter(|t| t.sample);
        for (i, test) in samples.enumerate() {
            let (n, input, answer) = (i + 1, &test.input, &test.answer);
            let shown = format!("```input{n}\n{input}```\n\n```output{n}\n{answer}```");
            if !text.contains(&shown) {
                faults.push(format!("{}: sample {n} is not shown", lang.code()));
            }
        }
    }
    faults
}

/// Every test and the checker in the test data, and `config.yaml` naming them with the
/// problem's limits.
fn data_faults(data: &BTreeMap<String, Vec<u8>>, pack: &Pack) -> Vec<String> {
    let mut faults = Vec::new();
    let config = data
        .get("config.yaml")
        .map(|c| String::from_utf8_lossy(c).to_string());
    let Some(config) = config else {
        return vec!["no config.yaml in the test data".into()];
    };
    let limits = pack.problem.spec().limits;
    for line in [
        format!("time: {}ms", limits.time_ms),
        format!("memory: {}m", limits.memory_mb),
    ] {
        if !config.lines().any(|l| l == line) {
            faults.push(format!("config.yaml lacks `{line}`"));
        }
    }
    for (i, test) in pack.tests.iter().enumerate() {
        let n = i + 1;
        let listed = format!("      - input: {n}.in\n        output: {n}.out\n");
        let same = data.get(&format!("{n}.in")) == Some(&test.input.as_bytes().to_vec())
            && data.get(&format!("{n}.out")) == Some(&test.answer.as_bytes().to_vec());
        if !config.contains(&listed) || !same {
            faults.push(format!(
                "test {n} is not in the test data as config.yaml says"
            ));
        }
    }
    let checker = pack.problem.checker().is_some();
    let named = config.contains("checker_type: testlib\nchecker: checker.cpp\n");
    if checker != (named && data.contains_key("checker.cpp")) {
        faults.push(format!("checker: {checker}, named in config.yaml: {named}"));
    }
    faults
}

/// The model of Hydro's importer keeps valid ids, unquotes titles and skips a folder
/// without `problem.yaml`.
#[test]
fn the_importer_model_reads_ids_titles_and_folders_as_hydro_does() {
    for (pid, valid) in [
        ("p9999", true),
        ("ns-p1", true),
        ("1379", false),
        ("p_1", false),
    ] {
        assert_eq!(valid_pid(pid), valid, "{pid}");
    }
    assert_eq!(statement_language("problem_zh.md"), Some("zh"));
    assert_eq!(statement_language("problem.md"), None);
    let files = vec![
        (
            "a/problem.yaml".to_string(),
            b"pid: p1\ntitle: \"[X] t\"\n".to_vec(),
        ),
        ("a/testdata/1.in".to_string(), b"1\n".to_vec()),
        ("b/1.in".to_string(), b"1\n".to_vec()),
    ];
    let problems = import(&zip::write(&files).unwrap()).unwrap();
    assert_eq!(
        problems.len(),
        1,
        "the folder without problem.yaml is skipped"
    );
    assert_eq!(problems[0].title, "[X] t");
    assert_eq!(problems[0].testdata.len(), 1);
}
