from cowboy_sdk import actor, public, runner, capture

@actor
class Summarizer:
    @public
    def ping(self, payload):
        return "pong"

    @runner.continuation
    @public
    async def analyze(self, msg):
        ctx = capture()
        ctx.summary = await runner.llm(prompt="Summarize: " + msg["text"], max_tokens=200)
        self.storage["last_summary"] = ctx.summary

    @public
    async def undecorated(self, msg):
        return await runner.llm(prompt="hello", max_tokens=10)
