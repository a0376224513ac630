from functools import lru_cache
from itertools import product

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]

def winner(board: str):
    for a, b, c in LINES:
        if board[a] != "." and board[a] == board[b] == board[c]:
            return board[a]
    return "draw" if "." not in board else None

def turn(board: str) -> str:
    return "X" if board.count("X") == board.count("O") else "O"

@lru_cache(maxsize=None)
def minimax(board: str) -> int:
    match winner(board):
        case "X":
            return 1
        case "O":
            return -1
        case "draw":
            return 0
    player = turn(board)
    scores = [minimax(board[:i] + player + board[i + 1:]) for i, ch in enumerate(board) if ch == "."]
    return max(scores) if player == "X" else min(scores)

def best_move(board: str) -> int:
    player = turn(board)
    moves = [i for i, ch in enumerate(board) if ch == "."]
    pick = max if player == "X" else min
    return pick(moves, key=lambda i: (minimax(board[:i] + player + board[i + 1:]), -i))

def show(board: str) -> str:
    return "\n".join(" ".join(board[r * 3:r * 3 + 3]) for r in range(3))

board = "." * 9
history = []
while winner(board) is None:
    m = best_move(board)
    board = board[:m] + turn(board) + board[m + 1:]
    history.append(m)
print(show(board))
print("moves:", history, "result:", winner(board), "value:", minimax("." * 9))
print(minimax.cache_info().currsize, minimax.cache_info().hits > 1000)
for start in ["X...O....", "XX..O....", "XO.XO....", "OOX.X...."]:
    w = winner(start)
    nxt = best_move(start) if w is None else None
    print(start, turn(start), minimax(start), nxt, w)
count = {"X": 0, "O": 0, "draw": 0}
for cells in product("XO.", repeat=4):
    b = "".join(cells) + "....."
    if abs(b.count("X") - b.count("O")) <= 1 and b.count("X") >= b.count("O"):
        count[winner(b) or "draw"] += 1
print(count)
