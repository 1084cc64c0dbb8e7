//! Bad input to every judge bin, from its problem's row in the registry: a non-zero exit,
//! one line on stderr, nothing on stdout, and never a panic (exit 101) or a hang.

use crate::common;
use eight_puzzle::registry;

#[test]
fn every_bin_refuses_its_problems_bad_inputs() {
    let bins: Vec<_> = registry::bins().collect();
    let failures = common::per_core(&bins, |part| {
        let mut failures = Vec::new();
        for &(problem, bin) in part {
            let bad = problem.spec().bad;
            if bad.len() < 5 {
                failures.push(format!(
                    "{}: only {} bad inputs listed",
                    bin.name,
                    bad.len()
                ));
            }
            for input in bad {
                let ran = common::run(bin.name, &[], *input);
                let breach = match ran.code {
                    None => Some("killed (timeout?)".to_string()),
                    Some(0) => Some("accepted".to_string()),
                    Some(101) => Some(format!("panicked: {}", ran.stderr)),
                    Some(_) => ran.error_breach(),
                };
                if let Some(why) = breach {
                    failures.push(format!("{} on {input:?}: {why}", bin.name));
                }
            }
        }
        failures
    });
    common::assert_none_failed(&failures.concat());
}

/// The kit's parser refuses every bad input too, so the two agree on what is bad.
#[test]
fn the_kit_refuses_them_too() {
    for problem in registry::PROBLEMS {
        for input in problem.spec().bad {
            assert_ne!(
                problem.parses(input),
                Some(true),
                "{}: {input:?}",
                problem.name()
            );
        }
    }
}
