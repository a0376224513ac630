match (
    x
):
    case [
        1,
        2,
    ]:
        pass
    case {
        "k": v
    }:
        pass
    case C(
        a,
        b=c,
    ):
        pass
    case 1 | \
         2:
        pass
