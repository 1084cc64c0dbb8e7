//! `cargo bench`: every judge bin of the registry on every case of its folder `cases/<bin>/`,
//! std only, no harness. A row per case:
//!
//! - in-process: the median of calls of the bin's `solve` (as many as fit in about 0.2 s);
//! - process: the median wall time of the built binary on the case, what a judge measures,
//!   interleaved round by round with an empty `fn main() {}` built with the flags `cargo
//!   build --release` gives rustc: the floor any judge bin pays for process start-up, so the
//!   ratio says how much of a run is the solver's own work;
//! - where the problem has a textbook solution in the kit (`Problem::textbook`), its
//!   in-process median, its answer held to the bin's, and how many times our whole process
//!   it takes;
//! - with `REFERENCE_DIR=<folder of the seeds' C++ binaries>` set, the reference program of
//!   the bin's name, interleaved with ours, and the ratio of the two medians.
//!
//! A last table runs the first bin of each problem that names inputs (`Problem::named_inputs`)
//! on them and on 1,000 random inputs.
//!
//! `ONLY=<text>` benches the bins whose name holds the text; `QUICK=1` cuts the repetitions.
//! A full run (neither set) writes `docs/benchmarks.md`, the one home of every measured
//! number. Machines are noisy: read medians and ratios, not single times.

use eight_puzzle::problem::{Answers, Problem};
use eight_puzzle::registry;
use std::fmt::Write as _;
use std::hint::black_box;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Every judge bin as a module (the file included as it is) and the table of their `solve`s.
macro_rules! bins {
    ($($problem:ident: $($bin:ident)+;)*) => {
        $($(
            #[allow(dead_code)]
            mod $bin {
                include!(concat!(env!("CARGO_MANIFEST_DIR"), "/src/bin/", stringify!($bin), ".rs"));
            }
        )+)*

        /// Every judge bin's name and `solve`, in the registry's order.
        const SOLVERS: &[(&str, fn(&str) -> Result<String, String>)] =
            &[$($((stringify!($bin), $bin::solve)),+),*];
    };
}

eight_puzzle::each_problem!(bins);

/// Repetitions: the in-process time budget and process runs per row.
#[derive(Clone, Copy)]
struct Runs {
    budget: Duration,
    processes: usize,
}

/// The median of timings of `f`: at least 3, then as many as fit in `budget`.
fn median(budget: Duration, mut f: impl FnMut()) -> Duration {
    let started = Instant::now();
    let mut times = Vec::new();
    while times.len() < 3 || (started.elapsed() < budget && times.len() < 1001) {
        let start = Instant::now();
        f();
        times.push(start.elapsed());
    }
    times.sort();
    times[times.len() / 2]
}

fn ms(d: Duration) -> String {
    format!("{:.3}", d.as_secs_f64() * 1e3)
}

/// Runs `exe` once with `input` on stdin; panics unless it succeeds.
fn run_once(exe: &Path, input: &str) {
    let mut child = Command::new(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("{}: {e}", exe.display()));
    let mut stdin = child.stdin.take().unwrap();
    let _ = stdin.write_all(input.as_bytes());
    drop(stdin);
    assert!(child.wait().unwrap().success(), "{} failed", exe.display());
}

/// Whether `exe` answers `input` with exit 0 within 2 s (a seed's C++ program may not take
/// every case: the alternating swaps' program is for 3×3); it is killed past that.
fn within_2s(exe: &Path, input: &str) -> bool {
    let Ok(mut child) = Command::new(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
    else {
        return false;
    };
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(2) {
        if let Ok(Some(status)) = child.try_wait() {
            return status.success();
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let _ = child.kill();
    let _ = child.wait();
    false
}

/// The medians of running each (executable, input) pair `runs` times, interleaved round by
/// round so that a slow patch of the machine hits them all alike.
fn interleaved(runs: usize, pairs: &[(&Path, &str)]) -> Vec<Duration> {
    let mut times = vec![Vec::new(); pairs.len()];
    for _ in 0..runs {
        for (slot, (exe, input)) in times.iter_mut().zip(pairs) {
            let start = Instant::now();
            run_once(exe, input);
            slot.push(start.elapsed());
        }
    }
    times
        .iter_mut()
        .map(|t| {
            t.sort();
            t[runs / 2]
        })
        .collect()
}

/// An empty `fn main() {}` built as cargo builds a release bin, into this run's temporary
/// folder; the bench needs `rustc` on the path.
fn empty_main() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("eight-puzzle-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (file, exe) = (dir.join("empty.rs"), dir.join("empty"));
    std::fs::write(&file, "fn main() {}\n").unwrap();
    let status = Command::new("rustc")
        .args(["--edition", "2021", "-C", "opt-level=3"])
        .args(["-C", "embed-bitcode=no", "-C", "strip=debuginfo", "-o"])
        .arg(&exe)
        .arg(&file)
        .status()
        .expect("rustc on the path");
    assert!(status.success(), "the empty main builds");
    exe
}

/// The built judge bin beside this bench (`target/release/`).
fn built(bin: &str) -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    exe.parent().unwrap().parent().unwrap().join(bin)
}

/// The cases of `bin`: (name, input).
fn cases(bin: &str) -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("cases")
        .join(bin);
    let mut found: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "in"))
        .collect();
    found.sort();
    let name = |p: &Path| p.file_stem().unwrap().to_string_lossy().into_owned();
    found
        .iter()
        .map(|p| (name(p), std::fs::read_to_string(p).unwrap()))
        .collect()
}

/// The textbook's in-process median on `input`, its output held to the bin's (`answer`).
fn textbook(problem: &dyn Problem, input: &str, answer: &str, one: bool) -> Option<Duration> {
    let theirs = problem.textbook(input)?;
    let tables = eight_puzzle::tables::Tables::new();
    let agrees = match one {
        true => theirs == answer,
        false => problem.check(&tables, input, &theirs, None).is_accepted(),
    };
    assert!(
        agrees,
        "{}'s textbook: {theirs:?}, the bin {answer:?}",
        problem.name()
    );
    Some(median(Duration::ZERO, || {
        black_box(problem.textbook(black_box(input)));
    }))
}

/// The peak memory of `bin` on `input` in MiB, measured by the `peak` tool beside it (a
/// small process: a child's peak starts at its parent's size); empty where not measured.
fn peak_mib(bin: &str, input: &str) -> String {
    let mut child = Command::new(built("peak"))
        .arg(built(bin))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the peak tool runs");
    let mut stdin = child.stdin.take().unwrap();
    let _ = stdin.write_all(input.as_bytes());
    drop(stdin);
    let out = child.wait_with_output().expect("the peak tool ends");
    let report = String::from_utf8_lossy(&out.stdout);
    eight_puzzle::memory::from_report(&report).map_or(String::new(), |p| format!("{:.1}", p.mib()))
}

/// One row of the table: a case of `bin` in-process, as a process beside the empty main
/// (and the reference, if there is one), and beside the textbook.
fn row(out: &mut String, bin: &str, (name, input): &(String, String), empty: &Path, runs: Runs) {
    let problem = registry::find(bin).unwrap();
    let entry = problem.spec().bins.iter().find(|b| b.name == bin).unwrap();
    let solve = SOLVERS.iter().find(|s| s.0 == bin).unwrap().1;
    let answer = solve(input).unwrap_or_else(|why| panic!("{bin} {name}: {why}"));
    let inproc = median(runs.budget, || {
        black_box(solve(black_box(input))).ok();
    });
    let ours = built(bin);
    let reference = std::env::var_os("REFERENCE_DIR").map(|dir| Path::new(&dir).join(bin));
    let reference = reference.filter(|path| path.exists() && within_2s(path, input));
    let mut pairs = vec![(ours.as_path(), input.as_str()), (empty, "")];
    pairs.extend(reference.as_deref().map(|r| (r, input.as_str())));
    let times = interleaved(runs.processes, &pairs);
    let x = |other: Duration| other.as_secs_f64() / times[0].as_secs_f64();
    let _ = write!(
        out,
        "| {bin} | {name} | {} | {} | {:.2} |",
        ms(inproc),
        ms(times[0]),
        1.0 / x(times[1])
    );
    let book = textbook(problem, input, &answer, entry.answers == Answers::One);
    let _ = match book {
        Some(t) => write!(out, " {} ms, {:.1}x |", ms(t), x(t)),
        None => write!(out, " |"),
    };
    let _ = match times.get(2) {
        Some(&t) => write!(out, " {} ms, {:.0}x |", ms(t), x(t)),
        None => write!(out, " |"),
    };
    let _ = writeln!(out, " {} |", peak_mib(bin, input));
}

/// The third table: `gen` mode 1 at every k each problem serves, seeds 1 and 2, as a
/// process: the slowest (fuzzing finding 4; `gen --help` promises about 2 s).
fn gen_mode_1(only: &str) -> String {
    let mut out = String::from("\n## gen mode 1\n\n`gen --problem P [--size N] SEED K 1` at every k up to the largest P serves, seeds 1 and 2, one\nprocess each: the slowest.\n\n| problem | size | largest k | slowest process ms | at seed, k |\n|---|---|---:|---:|---|\n");
    for (side, problem) in registry::every_size().filter(|(_, p)| p.name().contains(only)) {
        let size = side.map_or(String::new(), |n| n.to_string());
        let most = problem.spec().far_most;
        let mut slowest = (Duration::ZERO, 0, 0);
        for k in 0..=most {
            for seed in [1, 2] {
                let mut gen = Command::new(built("gen"));
                gen.args(["--problem", problem.name()]);
                if !size.is_empty() {
                    gen.args(["--size", &size]);
                }
                let start = Instant::now();
                let status = gen
                    .args([seed.to_string(), k.to_string(), "1".into()])
                    .stdout(Stdio::null())
                    .status();
                assert!(
                    status.is_ok_and(|s| s.success()),
                    "gen {} {seed} {k} 1",
                    problem.name()
                );
                slowest = slowest.max((start.elapsed(), seed, k));
            }
        }
        let line = format!(
            "| {} | {size} | {most} | {} | {}, {} |\n",
            problem.name(),
            ms(slowest.0),
            slowest.1,
            slowest.2
        );
        print!("{line}");
        out += &line;
    }
    out
}

/// The second table: each bin on its problem's largest input (`Problem::largest`, up to the
/// 4 MiB cap): its size, process time and peak memory.
fn largest(only: &str, runs: Runs) -> String {
    let mut out = String::from("\n## The largest inputs\n\nEach bin on its problem's largest input (`Problem::largest`: one case and blank space up to the\n4 MiB cap, or as many cases as fit), as a process.\n\n");
    out += "| bin | input bytes | process ms | peak MiB |\n|---|---:|---:|---:|\n";
    for (problem, bin) in registry::bins().filter(|(_, bin)| bin.name.contains(only)) {
        let input = problem.largest(&mut eight_puzzle::mt19937::Mt19937::new(4));
        let exe = built(bin.name);
        let time = interleaved(runs.processes.min(5), &[(exe.as_path(), input.as_str())])[0];
        let line = format!(
            "| {} | {} | {} | {} |\n",
            bin.name,
            input.len(),
            ms(time),
            peak_mib(bin.name, &input)
        );
        print!("{line}");
        out += &line;
    }
    out
}

/// The fourth table: for each problem and size with named inputs
/// ([`Problem::named_inputs`]), its first bin on them and on inputs of mode 2 (1,000 in a
/// full run, 100 with `QUICK`), each the median of 3 processes (1 with `QUICK`), beside
/// the 1 s an input may take.
fn named(only: &str, quick: bool) -> String {
    let mut out = String::from("\n## Named inputs and random ones\n\nFor each problem that names inputs whose time varies widely: its first bin on them and on\n1,000 inputs of mode 2, drawn in a row from one MT19937 seeded with 64, each the median of 3\nprocesses. The aim is under 1 s each.\n");
    for (side, problem) in registry::every_size() {
        let bin = problem.spec().bins[0].name;
        if !problem.named_inputs().is_empty() && bin.contains(only) {
            let size = side.map_or(String::new(), |n| format!(" (size {n})"));
            out += &named_of(problem, bin, &size, quick);
        }
    }
    out
}

/// The rows of [`named`] for one problem and size.
fn named_of(problem: &dyn Problem, bin: &str, size: &str, quick: bool) -> String {
    let (draws, runs) = if quick { (100, 1) } else { (1000, 3) };
    let exe = built(bin);
    let mut out = format!("\n`{bin}`{size}:\n\n| input | fewest moves | process ms | peak MiB |\n|---|---:|---:|---:|\n");
    for (name, grid, fewest) in problem.named_inputs() {
        let input = format!("{grid}\n");
        let time = interleaved(runs, &[(exe.as_path(), input.as_str())])[0];
        let line = format!(
            "| {name} | {fewest} | {} | {} |\n",
            ms(time),
            peak_mib(bin, &input)
        );
        print!("{line}");
        out += &line;
    }
    let mut rng = eight_puzzle::mt19937::Mt19937::new(64);
    let mut times: Vec<(Duration, String)> = (0..draws)
        .map(|_| {
            let input = problem.uniform(&mut rng);
            (
                interleaved(runs, &[(exe.as_path(), input.as_str())])[0],
                input,
            )
        })
        .collect();
    times.sort();
    let over = times
        .iter()
        .filter(|t| t.0 >= Duration::from_secs(1))
        .count();
    let (slowest, input) = &times[draws - 1];
    let line = format!(
        "\nMode 2: median {} ms, 99th percentile {} ms, slowest {} ms (`{}`), {over} of {draws} at 1 s or more.\n",
        ms(times[draws / 2].0),
        ms(times[draws * 99 / 100 - 1].0),
        ms(*slowest),
        input.split_whitespace().collect::<Vec<_>>().join(" ")
    );
    print!("{line}");
    out + &line
}

/// The bench over every bin whose name holds `only`; the markdown it prints.
fn bench(only: &str, runs: Runs) -> String {
    let empty = empty_main();
    let floor = interleaved(4 * runs.processes, &[(empty.as_path(), "")])[0];
    let mut out = format!(
        "An empty `fn main() {{}}`: {} ms a process (median of {}).\n\n",
        ms(floor),
        4 * runs.processes
    );
    out += "| bin | case | in-process ms | process ms | × empty main | textbook in-process, × our process | seed's C++ process, × ours | peak MiB |\n";
    out += "|---|---|---:|---:|---:|---:|---:|---:|\n";
    for (_, bin) in registry::bins().filter(|(_, bin)| bin.name.contains(only)) {
        for case in cases(bin.name) {
            let mut line = String::new();
            row(&mut line, bin.name, &case, &empty, runs);
            print!("{line}");
            let _ = std::io::stdout().flush();
            out += &line;
        }
    }
    out
}

fn main() {
    let quick = std::env::var_os("QUICK").is_some();
    let only = std::env::var("ONLY").unwrap_or_default();
    let runs = match quick {
        true => Runs {
            budget: Duration::from_millis(20),
            processes: 3,
        },
        false => Runs {
            budget: Duration::from_millis(200),
            processes: 21,
        },
    };
    let table =
        bench(&only, runs) + &largest(&only, runs) + &gen_mode_1(&only) + &named(&only, quick);
    if quick || !only.is_empty() {
        return;
    }
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    let page = format!(
        "# Benchmarks\n\nWritten by `cargo bench` (a full run, neither `QUICK` nor `ONLY` set) on {}, on a\n\
         machine with {cores} cores: every judge bin on every case of `cases/<bin>/`. In-process:\n\
         the median of the bin's `solve` called in the bench. Process: the median of the built\n\
         binary run on the case as a judge runs it, interleaved with an empty `fn main() {{}}`\n\
         built with the same flags (× empty main: how many times its time). Textbook: the\n\
         plain solution in the kit (`Problem::textbook`), in-process, as many times our whole\n\
         process. Seed's C++: with `REFERENCE_DIR` set, the seed's program of the bin's name,\n\
         interleaved with ours. Peak: the most resident memory of our process, as a judge's\n\
         memory limit counts it (the `peak` tool). Machines are noisy: read medians and ratios.\n\n{table}",
        today()
    );
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/benchmarks.md");
    std::fs::write(&path, page).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    println!("wrote {}", path.display());
}

/// Today's date (UTC) as YYYY-MM-DD, from the days since 1970 (Hinnant's civil calendar).
fn today() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let z = (secs / 86_400) as i64 + 719_468;
    let (era, doe) = (z.div_euclid(146_097), z.rem_euclid(146_097));
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let (day, month) = (
        doy - (153 * mp + 2) / 5 + 1,
        if mp < 10 { mp + 3 } else { mp - 9 },
    );
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year}-{month:02}-{day:02}")
}
