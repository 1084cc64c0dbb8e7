//! Every judge bin, as the real binary, on every case of its folder `cases/<bin>/`.
//!
//! A case is `NAME.in` with `NAME.out` beside it (online-judge-tools' layout). Where the
//! registry says a bin's inputs have one right output, its bytes must be the `.out` file's;
//! every output is judged by the kit's checker too, with the `.out` file as the answer, so
//! the answer file is held to the oracle as well.

use crate::common;
use eight_puzzle::problem::Answers;
use eight_puzzle::registry;
use std::fs;

#[test]
fn every_bin_passes_every_case() {
    let bins: Vec<_> = registry::bins().collect();
    let failures = common::per_core(&bins, |part| {
        let tables = common::tables();
        let mut failures = Vec::new();
        for &(problem, bin) in part {
            let inputs = common::case_inputs(bin.name);
            if inputs.len() < 4 {
                failures.push(format!("{}: {} cases", bin.name, inputs.len()));
            }
            for path in inputs {
                let input = fs::read_to_string(&path).unwrap();
                let answer = fs::read_to_string(path.with_extension("out")).unwrap();
                let name = path.file_stem().unwrap().to_string_lossy().into_owned();
                let ran = common::run(bin.name, &[], input.as_str());
                if ran.code != Some(0) || !ran.stderr.is_empty() {
                    failures.push(format!(
                        "{} {name}: exit {:?}, {}",
                        bin.name, ran.code, ran.stderr
                    ));
                    continue;
                }
                let output = ran.out();
                if bin.answers != Answers::Many && output != answer {
                    failures.push(format!(
                        "{} {name}: {output:?}, the answer {answer:?}",
                        bin.name
                    ));
                }
                if bin.answers == Answers::Recorded {
                    continue;
                }
                let verdict = problem.check(tables, &input, &output, Some(&answer));
                if !verdict.is_accepted() {
                    failures.push(format!("{} {name}: {output:?} -> {verdict}", bin.name));
                }
            }
        }
        failures
    });
    common::assert_none_failed(&failures.concat());
}
