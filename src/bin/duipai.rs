//! `duipai <bin A> <bin B> [--problem P] [--mode M] [--k K] [--rounds N] [--seed S]
//! [--keep-going] [--timeout-ms T]`: 对拍, two solvers on the same generated cases.
//!
//! Round i runs both binaries on the case `gen` prints for seed S + i (same problem, k and
//! mode) and judges both outputs with the kit's checker: for P1379 the answers must both be
//! the true distance, for AcWing and yuzan both must be valid and optimal (hence equally
//! long). A crash, a non-zero exit or a run longer than the timeout is a difference too.
//! It stops at the first difference and prints the seed, the input, both outputs and the
//! command that replays it; with `--keep-going` it runs every round and prints the catch rate.
//! Exit code: 0 no difference, 1 a difference, 2 bad arguments or a missing binary.
//!
//! A bin is a judge bin's name (found next to this executable, built if missing) or a path.

use eight_puzzle::check::Verdict;
use eight_puzzle::cli::{Args, Flag, Tool};
use eight_puzzle::generate::{Generator, Mode};
use eight_puzzle::problem::Problem;
use eight_puzzle::registry;
use eight_puzzle::tables::Tables;
use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

const TOOL: Tool = Tool {
    name: "duipai",
    usage: "duipai <bin A> <bin B> [--problem P] [--mode 0|1|2] [--k K] [--rounds N] [--seed S] [--keep-going] [--timeout-ms T]",
    about: "Runs two solvers on the cases gen prints for seeds S, S+1, ... and judges both
outputs with the checker; stops at the first difference and prints a command that replays
it, or with --keep-going runs every round and prints how many differ. A bin is a judge
bin's name or a path. Defaults: mode 0, k 30, 300 rounds from seed 1, 5000 ms per run.",
    flags: &[
        Flag::value("--problem"),
        Flag::value("--mode"),
        Flag::value("--k"),
        Flag::value("--rounds"),
        Flag::value("--seed"),
        Flag::value("--timeout-ms"),
        Flag::switch("--keep-going"),
    ],
    error_exit: 2,
};

struct Options {
    bins: [String; 2],
    problem: &'static dyn Problem,
    mode: Mode,
    k: u32,
    rounds: u32,
    seed: u32,
    keep_going: bool,
    timeout: Duration,
}

fn options(args: &Args) -> Result<Options, String> {
    let bins: [String; 2] = args
        .positional
        .clone()
        .try_into()
        .map_err(|b: Vec<String>| format!("expected two binaries, got {}", b.len()))?;
    // Without --problem, the problem is the one a judge bin's name says.
    let named = |bin: &String| registry::find(Path::new(bin).file_stem()?.to_str()?).ok();
    let problem = match args.problem()? {
        Some(problem) => problem,
        None => named(&bins[0])
            .or_else(|| named(&bins[1]))
            .ok_or("cannot tell the problem from the binaries' names: add --problem")?,
    };
    Ok(Options {
        bins,
        problem,
        mode: Mode::from_number(args.number("--mode", 0)?)?,
        k: args.number("--k", 30)?,
        rounds: args.number("--rounds", 300)?,
        seed: args.number("--seed", 1)?,
        keep_going: args.switch("--keep-going"),
        timeout: Duration::from_millis(args.number("--timeout-ms", 5000)?),
    })
}

/// The executable for a judge bin's name (next to this one) or a path.
fn locate(bin: &str) -> PathBuf {
    if bin.contains('/') {
        return PathBuf::from(bin);
    }
    let here = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(Path::to_path_buf));
    here.unwrap_or_default().join(bin)
}

/// Finds both binaries, building missing judge bins with cargo when this is the project's
/// own build; otherwise says which command to run.
fn executables(bins: &[String; 2]) -> Result<[PathBuf; 2], String> {
    let paths = [locate(&bins[0]), locate(&bins[1])];
    let missing: Vec<&str> = bins
        .iter()
        .zip(&paths)
        .filter(|(_, p)| !p.is_file())
        .map(|(b, _)| b.as_str())
        .collect();
    if missing.is_empty() {
        return Ok(paths);
    }
    let names = missing.join(", ");
    if missing.iter().any(|bin| bin.contains('/')) {
        return Err(format!("{names} not found"));
    }
    let mut command = vec!["build", "--release"];
    for bin in &missing {
        command.extend(["--bin", bin]);
    }
    let how = format!("cargo {}", command.join(" "));
    let _ = writeln!(
        std::io::stderr(),
        "duipai: {names} not built yet, running: {how}"
    );
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml");
    let built = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
        .args(&command)
        .arg("--manifest-path")
        .arg(&manifest)
        .status()
        .is_ok_and(|status| status.success());
    if built && paths.iter().all(|p| p.is_file()) {
        return Ok(paths);
    }
    Err(format!(
        "{names} missing: build with `{how}` (is it a judge bin's name?)"
    ))
}

/// What one run of a solver produced.
enum Run {
    Finished(String),
    Failed(String),
}

/// Runs `exe` on `input`, killing it after `timeout`.
fn run(exe: &Path, input: &str, timeout: Duration) -> Run {
    let spawned = Command::new(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match spawned {
        Ok(child) => child,
        Err(e) => return Run::Failed(format!("cannot start: {e}")),
    };
    let deadline = Instant::now() + timeout;
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(input.as_bytes()); // a solver may exit without reading
    }
    let (out, err, status) = collect(&mut child, deadline);
    let Some(status) = status else {
        let _ = child.kill();
        let _ = child.wait();
        return Run::Failed(format!(
            "no answer within {} ms (killed)",
            timeout.as_millis()
        ));
    };
    if status.success() {
        return Run::Finished(String::from_utf8_lossy(&out).into_owned());
    }
    let err = String::from_utf8_lossy(&err);
    let first = err.lines().next().unwrap_or("");
    Run::Failed(format!("{}: {first}", describe(status)))
}

/// The child's stdout and stderr, read until both close, and its exit status; no status if
/// the deadline passed first.
fn collect(child: &mut Child, deadline: Instant) -> (Vec<u8>, Vec<u8>, Option<ExitStatus>) {
    // One thread per pipe, each sending (is stdout, its text) when the pipe closes.
    let (tx, rx) = mpsc::channel::<(bool, Vec<u8>)>();
    let stdout = child
        .stdout
        .take()
        .map(|p| (true, Box::new(p) as Box<dyn Read + Send>));
    let stderr = child
        .stderr
        .take()
        .map(|p| (false, Box::new(p) as Box<dyn Read + Send>));
    for (is_stdout, mut pipe) in [stdout, stderr].into_iter().flatten() {
        let tx = tx.clone();
        std::thread::spawn(move || {
            let mut text = Vec::new();
            let _ = pipe.read_to_end(&mut text);
            let _ = tx.send((is_stdout, text));
        });
    }
    let (mut out, mut err, mut closed) = (Vec::new(), Vec::new(), 0);
    while closed < 2 {
        match rx.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
            Ok((true, text)) => out = text,
            Ok((false, text)) => err = text,
            Err(_) => break,
        }
        closed += 1;
    }
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) if closed == 2 => break Some(status),
            _ if Instant::now() >= deadline => break None,
            _ => std::thread::sleep(Duration::from_micros(200)),
        }
    };
    (out, err, status)
}

fn describe(status: ExitStatus) -> String {
    match status.code() {
        Some(101) => "panicked (exit 101)".to_string(),
        Some(code) => format!("exit {code}"),
        None => "killed by a signal".to_string(),
    }
}

/// The verdict on one solver's run.
fn judge(tables: &Tables, problem: &dyn Problem, input: &str, run: &Run) -> Verdict {
    match run {
        Run::Finished(output) => problem.check(tables, input, output, None),
        Run::Failed(why) => Verdict::WrongAnswer(why.clone()),
    }
}

fn show(run: &Run) -> String {
    match run {
        Run::Finished(output) if output.trim().is_empty() => "(empty)".into(),
        Run::Finished(output) => output.trim_end().to_string(),
        Run::Failed(why) => format!("(failed: {why})"),
    }
}

/// One round's input, both runs and both verdicts.
struct Round {
    seed: u32,
    input: String,
    runs: [Run; 2],
    verdicts: [Verdict; 2],
}

/// Runs round `seed`: generates the case, runs both solvers, judges both.
fn play(
    o: &Options,
    exes: &[PathBuf; 2],
    generator: &Generator,
    tables: &Tables,
    seed: u32,
) -> Round {
    let input = generator
        .case(o.problem, seed, o.k, o.mode)
        .unwrap_or_else(|why| TOOL.fail(&why));
    let runs = [0, 1].map(|i| run(&exes[i], &input, o.timeout));
    let verdicts = [0, 1].map(|i| judge(tables, o.problem, &input, &runs[i]));
    Round {
        seed,
        input,
        runs,
        verdicts,
    }
}

/// What the first difference prints: the seed, the input, both outputs with their
/// verdicts, and the commands that replay it.
fn difference_report(o: &Options, round: &Round, index: u32) -> String {
    let Options { bins, k, .. } = o;
    let (seed, mode) = (round.seed, o.mode.number());
    let mut text = format!(
        "difference at seed {seed} (round {} of {})\ninput:\n{}\n",
        index + 1,
        o.rounds,
        round.input.trim_end()
    );
    let width = bins[0].len().max(bins[1].len()) + 1;
    for ((bin, run), verdict) in bins.iter().zip(&round.runs).zip(&round.verdicts) {
        let (name, shown) = (format!("{bin}:"), show(run));
        text += &format!("{name:<width$} {shown}\n{:<width$} [{verdict}]\n", "");
    }
    let problem = format!("--problem {}", o.problem.name());
    text += &format!("replay: cargo run --release --bin duipai -- {} {} {problem} --mode {mode} --k {k} --seed {seed} --rounds 1\n", bins[0], bins[1]);
    text + &format!(
        "input alone: cargo run -q --release --bin gen -- {problem} {seed} {k} {mode}\n"
    )
}

fn main() {
    let args = TOOL.args();
    let o = options(&args).unwrap_or_else(|why| TOOL.fail(&why));
    let exes = executables(&o.bins).unwrap_or_else(|why| TOOL.fail(&why));
    let tables = Tables::new();
    let generator = Generator::new(&tables);
    let progress = std::io::stderr().is_terminal();
    let mut caught = Vec::new();
    let started = Instant::now();
    for index in 0..o.rounds {
        let Some(seed) = o.seed.checked_add(index) else {
            break;
        };
        let round = play(&o, &exes, &generator, &tables, seed);
        let differs = !round.verdicts.iter().all(Verdict::is_accepted);
        if progress {
            let differences = caught.len() + usize::from(differs);
            eprint!(
                "\rround {}/{}, {differences} differences",
                index + 1,
                o.rounds
            );
        }
        if !differs {
            continue;
        }
        caught.push(seed);
        if !o.keep_going {
            if progress {
                eprintln!();
            }
            TOOL.exit_with(&difference_report(&o, &round, index), 1);
        }
    }
    if progress {
        eprintln!();
    }
    TOOL.exit_with(
        &summary(&o, &caught, started),
        i32::from(!caught.is_empty()),
    );
}

/// The closing line: how many rounds differ, the first seeds that did, the time taken.
fn summary(o: &Options, caught: &[u32], started: Instant) -> String {
    let percent = if o.rounds == 0 {
        0.0
    } else {
        100.0 * caught.len() as f64 / f64::from(o.rounds)
    };
    let first: Vec<String> = caught.iter().take(10).map(u32::to_string).collect();
    let first = if first.is_empty() {
        String::new()
    } else {
        format!(", first at seeds {}", first.join(", "))
    };
    format!(
        "{} vs {} on {} (mode {}, k {}, seeds {}..={}): {} / {} rounds differ ({percent:.1}%){first}, {:.2} s\n",
        o.bins[0],
        o.bins[1],
        o.problem.name(),
        o.mode.number(),
        o.k,
        o.seed,
        o.seed.saturating_add(o.rounds.saturating_sub(1)),
        caught.len(),
        o.rounds,
        started.elapsed().as_secs_f64()
    )
}
