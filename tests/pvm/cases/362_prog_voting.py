# mini-program: ranked-choice (instant runoff) voting with deterministic tie-breaking
from collections import Counter
ballots = [
    ["alice", "bob", "carol"], ["bob", "alice"], ["carol", "bob", "alice"], ["alice", "carol"], ["bob", "carol"],
    ["dave", "carol", "bob"], ["carol", "alice"], ["bob", "dave"], ["alice"], ["dave", "alice", "bob"], ["carol", "bob"],
]
def instant_runoff(ballots):
    candidates = sorted(dict.fromkeys(c for b in ballots for c in b))
    round_no = 0
    while True:
        round_no += 1
        tally = Counter()
        for b in ballots:
            for choice in b:
                if choice in candidates:
                    tally[choice] += 1
                    break
        active = sum(tally.values())
        ranking = sorted(candidates, key=lambda c: (-tally[c], c))
        print(f"round {round_no}: " + ", ".join(f"{c}={tally[c]}" for c in ranking), f"(active ballots {active})")
        leader = ranking[0]
        if tally[leader] * 2 > active or len(candidates) == 1:
            return leader, round_no
        lowest = min(tally[c] for c in candidates)
        losers = [c for c in candidates if tally[c] == lowest]
        eliminated = sorted(losers)[-1]
        print("  eliminated", eliminated, "tied with" if len(losers) > 1 else "", [l for l in losers if l != eliminated])
        candidates.remove(eliminated)
winner, rounds = instant_runoff(ballots)
print("winner:", winner, "after", rounds, "rounds")
first_prefs = Counter(b[0] for b in ballots)
print("plurality would pick", first_prefs.most_common(1)[0], first_prefs.most_common())
def borda(ballots):
    scores = Counter()
    n = len({c: 0 for b in ballots for c in b})
    for b in ballots:
        for pos, c in enumerate(b):
            scores[c] += n - 1 - pos
    return sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))
print("borda", borda(ballots))
def condorcet(ballots):
    cands = sorted({c: 0 for b in ballots for c in b})
    def prefers(b, x, y):
        rx = b.index(x) if x in b else len(b)
        ry = b.index(y) if y in b else len(b)
        return rx < ry
    for x in cands:
        if all(sum(prefers(b, x, y) for b in ballots) > sum(prefers(b, y, x) for b in ballots) for y in cands if y != x):
            return x
    return None
print("condorcet", condorcet(ballots))
